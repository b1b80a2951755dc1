import Foundation

/// Reads an XML property list from UTF-8 bytes (or UTF-16 or UTF-32 with a byte-order mark, as Core Foundation reads
/// them), exactly and in linear time.
///
/// Lenient where Core Foundation or Python's `plistlib` is and XML 1.0 allows it: an optional UTF-8 byte-order mark
/// (only at the very start of the file), an XML declaration (version 1.0; encoding UTF-8 or US-ASCII, or any when a
/// UTF-16 or UTF-32 byte-order mark said what the encoding is), a DOCTYPE
/// without an internal subset, comments, processing instructions and whitespace between elements (and comments and
/// processing instructions inside text, as `plistlib` reads them), the root inside `<plist>` or bare, `<x/>` for
/// `<string>`, `<key>`, `<data>`, `<dict>`, `<array>`, `<true/>` and `<false/>`, whitespace around the text of
/// `<integer>` and `<real>`, hexadecimal integers (`0x1F`), and the spellings of infinities and NaN both tools write.
/// Text may hold the five predefined entities, character references and CDATA sections; a literal CR or CRLF reads
/// as LF (XML 1.0 line ends: a CR is written `&#13;`), and U+FEFF inside text is kept.
///
/// Strict where XML 1.0 is, as `plistlib` (expat) is: C0 control characters other than tab, LF and CR, U+FFFE and
/// U+FFFF, raw or as references; invalid UTF-8; `]]>` in text; unknown entities; other encodings. Stricter than both
/// tools where they guess: `<date>` only as `YYYY-MM-DDTHH:MM:SSZ` with valid fields in the years 1 to 9999, `<data>`
/// only as padded base64 with whitespace (both tools skip other characters, and disagree on what follows `=`), and
/// integers only in `-2^63 … 2^64-1`. A dictionary whose one member is `CF$UID` with an integer from 0 to `UInt32.max`
/// reads as a UID (``PropertyListValue/uid(_:)``), as Core Foundation reads it. Every error gives the line, column and byte offset of the problem. Nesting
/// deeper than ``PropertyListFormat/maximumDepth`` containers is refused, and no recursion is used, so a hostile file
/// cannot exhaust the stack.
struct PropertyListXMLReader: ~Copyable {
    package let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Decoded text of the element being read, when it needed decoding (entities, CDATA, line ends).
    var scratch: [UInt8] = []
    /// The encoding the file was decoded from (its byte-order mark), when it was not UTF-8.
    var decodedFrom: WideEncoding?

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The value `bytes` hold: UTF-8, or UTF-16 or UTF-32 with a byte-order mark (decoded to UTF-8 first, as Core
    /// Foundation does; an error's line and column are then those of the decoded text, its offset the file's byte).
    /// - Throws: ``PropertyListError/malformedXML(message:line:column:offset:)``.
    package static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        guard let encoding = WideEncoding(byteOrderMarkOf: bytes) else { return try read(bytes, markedAs: nil) }
        let (text, problem) = encoding.utf8(of: bytes)
        if let problem {
            let (line, column) = text.withUnsafeBufferPointer { position(of: text.count, in: $0) }
            throw .malformedXML(message: problem.message, line: line, column: column, offset: problem.offset)
        }
        do throws(PropertyListError) {
            return try read(text, markedAs: encoding)
        } catch {
            guard case .malformedXML(let message, let line, let column, let offset) = error else { throw error }
            throw .malformedXML(
                message: message, line: line, column: column,
                offset: encoding.fileOffset(of: offset, utf8: text, in: bytes))
        }
    }

    /// The value `bytes` (UTF-8) hold; `encoding` is the encoding the file was decoded from, if not UTF-8.
    private static func read(
        _ bytes: [UInt8], markedAs encoding: WideEncoding?
    ) throws(PropertyListError) -> PropertyListValue {
        try bytes.withUnsafeBufferPointer { buffer throws(PropertyListError) in
            var reader = PropertyListXMLReader(buffer)
            reader.decodedFrom = encoding
            do throws(Failure) {
                return try reader.readDocument()
            } catch {
                let (line, column) = Self.position(of: error.offset, in: buffer)
                throw .malformedXML(message: error.message, line: line, column: column, offset: error.offset)
            }
        }
    }

    /// A problem at a byte offset.
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(message: message, offset: offset ?? index)
    }

    // MARK: Document

    private mutating func readDocument() throws(Failure) -> PropertyListValue {
        try readEncoding()
        if starts(with: "<?xml"), index + 5 < bytes.count, Self.isWhitespace(bytes[index + 5]) {
            try readXMLDeclaration()
        }
        try skipMisc(allowingDoctype: true)
        guard index < bytes.count else {
            throw fail(index == 0 ? "the file is empty" : "the file holds no property list; it may be truncated")
        }
        let start = index
        let tag = try readStartTag()
        let root: PropertyListValue
        if tag.element == .plist {
            guard !tag.isEmpty else { throw fail("the <plist> element holds no value", at: start) }
            try skipMisc(allowingDoctype: false)
            guard !starts(with: "</") else { throw fail("the <plist> element holds no value", at: start) }
            let valueStart = index
            root = try readValue(try readStartTag(), start: valueStart)
            try skipMisc(allowingDoctype: false)
            guard index < bytes.count else {
                throw fail("unexpected end of file inside <plist>; the file may be truncated")
            }
            guard starts(with: "</") else { throw fail("the <plist> element holds more than one value") }
            try readEndTag(of: .plist)
        } else {
            root = try readValue(tag, start: start)
        }
        try skipMisc(allowingDoctype: false)
        guard index == bytes.count else { throw fail("unexpected text after the end of the property list") }
        return root
    }

    // MARK: Values

    /// A container being read.
    private struct Frame {
        var element: Element
        var start: Int
        var array: [PropertyListValue] = []
        var dictionary = PropertyListDictionary()
        /// In a dictionary: the key read, waiting for its value.
        var key: String?
        var keyStart = 0
    }

    /// Reads the value whose start tag was `tag` (at `start`), and everything inside it, without recursion.
    private mutating func readValue(_ tag: StartTag, start: Int) throws(Failure) -> PropertyListValue {
        var frames: [Frame] = []
        var tag = tag
        var start = start
        while true {
            var value: PropertyListValue
            switch tag.element {
            case .dict, .array:
                if tag.isEmpty {
                    value = tag.element == .dict ? .dictionary(PropertyListDictionary()) : .array([])
                } else {
                    guard frames.count < PropertyListFormat.maximumDepth else {
                        throw fail("nesting deeper than \(PropertyListFormat.maximumDepth) levels", at: start)
                    }
                    frames.append(Frame(element: tag.element, start: start))
                    guard let next = try nextChild(of: &frames) else {
                        start = index
                        tag = try readStartTag()
                        continue
                    }
                    value = next
                }
            case .key:
                if let frame = frames.last, let key = frame.key {
                    throw fail("the key \"\(key)\" has no value", at: frame.keyStart)
                }
                throw fail("a <key> outside a <dict>", at: start)
            case .plist:
                throw fail("a <plist> element inside another element", at: start)
            default:
                value = try readScalar(tag, start: start)
            }
            // Hand the value to its container; close containers that end after it.
            while true {
                guard !frames.isEmpty else { return value }
                let top = frames.count - 1
                if frames[top].element == .array {
                    frames[top].array.append(value)
                } else if let key = frames[top].key {
                    frames[top].dictionary.setValue(value, forKey: key)
                    frames[top].key = nil
                } else {
                    throw fail("a value without a <key> in a <dict>", at: start)
                }
                guard let closed = try nextChild(of: &frames) else { break }
                value = closed
            }
            start = index
            tag = try readStartTag()
        }
    }

    /// Moves to the next child of the innermost container: reads the keys of a dictionary, and when the container
    /// ends, pops it and returns it. Returns `nil` when a child element starts (its start tag not yet read).
    private mutating func nextChild(of frames: inout [Frame]) throws(Failure) -> PropertyListValue? {
        while true {
            try skipMisc(allowingDoctype: false)
            let top = frames.count - 1
            guard index < bytes.count else {
                throw fail("unexpected end of file inside <\(frames[top].element.name)>; the file may be truncated")
            }
            guard bytes[index] == UInt8(ascii: "<") else {
                throw fail("unexpected text inside <\(frames[top].element.name)>")
            }
            if starts(with: "</") {
                if let key = frames[top].key {
                    throw fail("the key \"\(key)\" has no value", at: frames[top].keyStart)
                }
                try readEndTag(of: frames[top].element)
                let frame = frames.removeLast()
                return frame.element == .array ? .array(frame.array) : Self.dictionaryOrUID(frame.dictionary)
            }
            guard frames[top].element == .dict, frames[top].key == nil else { return nil }
            let start = index
            let tag = try readStartTag()
            guard tag.element == .key else {
                throw fail("expected a <key> in a <dict>, found <\(tag.element.name)>", at: start)
            }
            frames[top].key = tag.isEmpty ? "" : try readString(of: .key)
            frames[top].keyStart = start
        }
    }

    /// `dictionary`, or the UID it stands for when its one member is `CF$UID` with an integer from 0 to
    /// `UInt32.max`: Core Foundation reads such a dictionary as a keyed-archive reference, and writes UIDs so.
    private static func dictionaryOrUID(_ dictionary: PropertyListDictionary) -> PropertyListValue {
        if dictionary.count == 1, case .integer(let number)? = dictionary["CF$UID"],
            (0...Int64(UInt32.max)).contains(number)
        {
            return .uid(UInt64(number))
        }
        return .dictionary(dictionary)
    }

    // MARK: Bytes

    func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        return index + count <= bytes.count && memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0
    }

    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// ASCII letters, digits, `_`, `:`, `-` and `.`: the element and attribute names of property lists.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"),
            UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// The 1-based line and column (in bytes) of `offset`.
    private static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var position = 0
        while position < min(offset, bytes.count) {
            let byte = bytes[position]
            position += 1
            if byte == 0x0A || (byte == 0x0D && (position == bytes.count || bytes[position] != 0x0A)) {
                line += 1
                lineStart = position
            }
        }
        return (line, offset - lineStart + 1)
    }
}
