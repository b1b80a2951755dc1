import Foundation

extension PropertyListXMLReader {
    // MARK: Prolog

    /// Skips a UTF-8 byte-order mark; refuses UTF-16 and UTF-32 without one (with one, the text was decoded).
    mutating func readEncoding() throws(Failure) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            return
        }
        let first = bytes.first ?? 0x3C
        let second = bytes.count > 1 ? bytes[1] : 0x3C
        if first == 0 || second == 0 {
            throw fail(
                "the file looks like UTF-16 or UTF-32 without a byte-order mark; property lists are read in UTF-8, "
                    + "or in UTF-16 or UTF-32 with a byte-order mark: convert it, for example with "
                    + "`plutil -convert xml1`")
        }
    }

    /// Reads `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` (at the start of the file).
    mutating func readXMLDeclaration() throws(Failure) {
        index += 5
        while true {
            skipWhitespace()
            if starts(with: "?>") {
                index += 2
                return
            }
            let nameStart = index
            let name = try readName()
            let value = try readAttributeValue()
            switch name {
            case "version" where !value.hasPrefix("1.0"):
                throw fail("XML version \(value) is not supported; property lists are XML 1.0", at: nameStart)
            case "encoding" where decodedFrom == nil && !["utf-8", "us-ascii"].contains(value.lowercased()):
                throw fail(
                    "the file declares the encoding \(value); property lists are read in UTF-8, or in UTF-16 or "
                        + "UTF-32 with a byte-order mark: convert it, for example with `plutil -convert xml1`",
                    at: nameStart)
            default: break
            }
        }
    }

    /// Skips whitespace, comments, processing instructions and (before the root) one DOCTYPE.
    mutating func skipMisc(allowingDoctype: Bool) throws(Failure) {
        var doctypeAllowed = allowingDoctype
        while true {
            skipWhitespace()
            if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<?") {
                try skipProcessingInstruction()
            } else if starts(with: "<!DOCTYPE") {
                guard doctypeAllowed else { throw fail("a DOCTYPE is only allowed once, before the root element") }
                try skipDoctype()
                doctypeAllowed = false
            } else {
                return
            }
        }
    }

    /// Skips `<!DOCTYPE plist PUBLIC "…" "…">`. An internal subset (`[…]`), which may declare entities, is refused
    /// as `plistlib` refuses entity declarations.
    mutating func skipDoctype() throws(Failure) {
        let start = index
        index += 9
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                return
            case UInt8(ascii: "["):
                throw fail("DOCTYPE declarations with an internal subset are not supported in property lists")
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[index]
                index += 1
                while index < bytes.count, bytes[index] != quote { index += 1 }
                index += 1
            default:
                index += 1
            }
        }
        throw fail("unterminated DOCTYPE", at: start)
    }

    // MARK: Tags

    /// The elements of a property list.
    enum Element: UInt8 {
        case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

        var name: String { "\(self)" }

        /// The element named by `name`, or `nil`.
        init?(_ name: UnsafeBufferPointer<UInt8>) {
            func equals(_ word: StaticString) -> Bool {
                word.utf8CodeUnitCount == name.count
                    && memcmp(word.utf8Start, name.baseAddress!, name.count) == 0
            }
            switch name.first {
            case UInt8(ascii: "k") where equals("key"): self = .key
            case UInt8(ascii: "s") where equals("string"): self = .string
            case UInt8(ascii: "i") where equals("integer"): self = .integer
            case UInt8(ascii: "r") where equals("real"): self = .real
            case UInt8(ascii: "t") where equals("true"): self = .true
            case UInt8(ascii: "f") where equals("false"): self = .false
            case UInt8(ascii: "a") where equals("array"): self = .array
            case UInt8(ascii: "p") where equals("plist"): self = .plist
            case UInt8(ascii: "d") where equals("dict"): self = .dict
            case UInt8(ascii: "d") where equals("date"): self = .date
            case UInt8(ascii: "d") where equals("data"): self = .data
            default: return nil
            }
        }
    }

    struct StartTag {
        var element: Element
        /// `<x/>`
        var isEmpty: Bool
    }

    /// Reads a start tag (at its `<`), skipping its attributes.
    mutating func readStartTag() throws(Failure) -> StartTag {
        let start = index
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
            throw fail(index < bytes.count ? "expected an element" : "unexpected end of file; it may be truncated")
        }
        index += 1
        let nameStart = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard let element = Element(UnsafeBufferPointer(rebasing: bytes[nameStart..<index])) else {
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            throw fail(name.isEmpty ? "expected an element name after '<'" : "unknown element <\(name)>", at: start)
        }
        while true {
            let hadWhitespace = skipWhitespace()
            guard index < bytes.count else { throw fail("unterminated <\(element.name)> tag", at: start) }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                return StartTag(element: element, isEmpty: false)
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw fail("expected '>' after '/' in <\(element.name)/>")
                }
                index += 2
                return StartTag(element: element, isEmpty: true)
            default:
                guard hadWhitespace else { throw fail("unexpected character in the <\(element.name)> tag") }
                _ = try readName()
                _ = try readAttributeValue()
            }
        }
    }

    /// Reads `</name>` (at its `<`) and checks that it closes `element`.
    mutating func readEndTag(of element: Element) throws(Failure) {
        let start = index
        index += 2
        let nameStart = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
        guard Element(name) == element else {
            let found = String(decoding: name, as: UTF8.self)
            throw fail("expected </\(element.name)>, found </\(found)>", at: start)
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw fail("expected '>' to end </\(element.name)>")
        }
        index += 1
    }

    /// Reads an attribute's (or a pseudo-attribute's) name.
    mutating func readName() throws(Failure) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else { throw fail("expected an attribute name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads `= "value"` or `= 'value'` after an attribute name.
    mutating func readAttributeValue() throws(Failure) -> String {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw fail("expected '=' after a name") }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw fail("expected a quoted attribute value")
        }
        let quote = bytes[index]
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != quote {
            guard bytes[index] != UInt8(ascii: "<") else { throw fail("'<' inside an attribute value") }
            index += 1
        }
        guard index < bytes.count else { throw fail("unterminated attribute value", at: start) }
        index += 1
        return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
    }
}
