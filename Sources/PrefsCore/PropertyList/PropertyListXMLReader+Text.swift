extension PropertyListXMLReader {
    /// Where the decoded text of an element is: a range of the file when it needed no decoding (the usual case),
    /// otherwise ``scratch``.
    enum Text {
        case source(Range<Int>)
        case scratch
    }

    /// Reads the text of `element` (just after its start tag) and its end tag, as a string.
    mutating func readString(of element: Element) throws(Failure) -> String {
        switch try readText(of: element) {
        case .source(let range): String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        case .scratch: String(decoding: scratch, as: UTF8.self)
        }
    }

    /// Reads the text of `element` (just after its start tag) and its end tag: character data, references, CDATA
    /// sections, comments and processing instructions, with line ends normalised and every character checked.
    mutating func readText(of element: Element) throws(Failure) -> Text {
        var decoding = false
        var runStart = index
        func flush(_ reader: inout PropertyListXMLReader) {
            if !decoding {
                reader.scratch.removeAll(keepingCapacity: true)
                decoding = true
            }
            reader.scratch.append(contentsOf: reader.bytes[runStart..<reader.index])
        }
        while true {
            skipPlainASCII()
            guard index < bytes.count else {
                throw fail("unexpected end of file inside <\(element.name)>; the file may be truncated")
            }
            switch bytes[index] {
            case 0x80...:
                try skipUTF8Character()
            case UInt8(ascii: ">"):
                guard
                    index - runStart < 2 || bytes[index - 1] != UInt8(ascii: "]")
                        || bytes[index - 2] != UInt8(ascii: "]")
                else { throw fail("']]>' is not allowed in text; write ']]&gt;'", at: index - 2) }
                index += 1
            case UInt8(ascii: "<"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    let text: Text
                    if decoding {
                        flush(&self)
                        text = .scratch
                    } else {
                        text = .source(runStart..<index)
                    }
                    try readEndTag(of: element)
                    return text
                }
                flush(&self)
                if starts(with: "<![CDATA[") {
                    try readCDATA()
                } else if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<?") {
                    try skipProcessingInstruction()
                } else {
                    throw fail("unexpected element inside <\(element.name)>, which holds only text")
                }
                runStart = index
            case UInt8(ascii: "&"):
                flush(&self)
                try readReference()
                runStart = index
            case 0x0D:
                flush(&self)
                skipCarriageReturn()
                runStart = index
            case let byte:
                throw controlCharacter(byte)
            }
        }
    }

    /// Skips characters that need no attention: printable ASCII other than `<`, `&` and `>`, tab and LF.
    private mutating func skipPlainASCII() {
        while index < bytes.count {
            let byte = bytes[index]
            guard
                (byte >= 0x20 && byte < 0x80 && byte != 0x3C && byte != 0x26 && byte != 0x3E) || byte == 0x0A
                    || byte == 0x09
            else { return }
            index += 1
        }
    }

    /// A CR or CRLF (at the CR) reads as one LF.
    private mutating func skipCarriageReturn() {
        scratch.append(0x0A)
        index += 1
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
    }

    private func controlCharacter(_ byte: UInt8) -> Failure {
        fail(
            "the control character \(Self.scalarName(UInt32(byte))) is not allowed in XML 1.0 (only tab, LF and CR "
                + "are); the file is not a valid XML property list")
    }

    /// `U+0007`
    static func scalarName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Reads `<![CDATA[…]]>` into ``scratch``.
    private mutating func readCDATA() throws(Failure) {
        let start = index
        index += 9
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]"), starts(with: "]]>") {
                scratch.append(contentsOf: bytes[runStart..<index])
                index += 3
                return
            }
            if byte >= 0x80 {
                try skipUTF8Character()
            } else if byte == 0x0D {
                scratch.append(contentsOf: bytes[runStart..<index])
                skipCarriageReturn()
                runStart = index
            } else if byte < 0x20, byte != 0x09, byte != 0x0A {
                throw controlCharacter(byte)
            } else {
                index += 1
            }
        }
        throw fail("unterminated CDATA section; the file may be truncated", at: start)
    }

    /// Skips `<!-- … -->`, which may not contain `--`.
    mutating func skipComment() throws(Failure) {
        let start = index
        index += 4
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-"), starts(with: "--") {
                guard starts(with: "-->") else { throw fail("'--' is not allowed inside a comment") }
                index += 3
                return
            }
            try skipCharacter(byte)
        }
        throw fail("unterminated comment; the file may be truncated", at: start)
    }

    /// Skips `<?target … ?>`; the target may not be `xml` (the declaration belongs at the start of the file).
    mutating func skipProcessingInstruction() throws(Failure) {
        let start = index
        index += 2
        let targetStart = index
        while index < bytes.count, !Self.isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: "?") { index += 1 }
        let target = String(decoding: bytes[targetStart..<index], as: UTF8.self)
        guard target.lowercased() != "xml" else {
            throw fail("the XML declaration is only allowed at the very start of the file", at: start)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?"), starts(with: "?>") {
                index += 2
                return
            }
            try skipCharacter(byte)
        }
        throw fail("unterminated processing instruction; the file may be truncated", at: start)
    }

    /// Skips one character (whose first byte is `byte`), checking that XML allows it.
    private mutating func skipCharacter(_ byte: UInt8) throws(Failure) {
        if byte >= 0x80 {
            try skipUTF8Character()
        } else if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
            throw controlCharacter(byte)
        } else {
            index += 1
        }
    }

    /// Reads `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xN;` into ``scratch``.
    private mutating func readReference() throws(Failure) {
        let start = index
        index += 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else {
            let nameStart = index
            while index < bytes.count, index - nameStart < 8, bytes[index] != UInt8(ascii: ";") { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw fail("'&' must start an entity reference such as &amp;", at: start)
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            index += 1
            switch name {
            case "amp": scratch.append(UInt8(ascii: "&"))
            case "lt": scratch.append(UInt8(ascii: "<"))
            case "gt": scratch.append(UInt8(ascii: ">"))
            case "quot": scratch.append(UInt8(ascii: "\""))
            case "apos": scratch.append(UInt8(ascii: "'"))
            default: throw fail("unknown entity &\(name);", at: start)
            }
            return
        }
        index += 1
        let value = try readCharacterReferenceValue(start: start)
        guard
            value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value),
            let scalar = Unicode.Scalar(value)
        else {
            throw fail(
                "the character reference names \(Self.scalarName(value)), which XML 1.0 does not allow", at: start)
        }
        scratch.append(contentsOf: String(scalar).utf8)
    }

    /// Reads the digits and `;` of `&#N;` or `&#xN;` (after the `#`).
    private mutating func readCharacterReferenceValue(start: Int) throws(Failure) -> UInt32 {
        let radix: UInt32
        if index < bytes.count, bytes[index] == UInt8(ascii: "x") {
            radix = 16
            index += 1
        } else {
            radix = 10
        }
        var value: UInt32 = 0
        let digitsStart = index
        while index < bytes.count, let digit = Self.digit(bytes[index], radix: radix) {
            value = min(value * radix + digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw fail("malformed character reference; expected &#N; or &#xN;", at: start)
        }
        index += 1
        return value
    }

    static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Skips one multi-byte UTF-8 character (at its first byte), refusing invalid UTF-8 and U+FFFE and U+FFFF.
    mutating func skipUTF8Character() throws(Failure) {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: throw fail("the text is not valid UTF-8")
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else {
            throw fail("the text is not valid UTF-8")
        }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            throw fail("the text is not valid UTF-8")
        }
        if lead == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
            throw fail(
                "the character \(bytes[index + 2] == 0xBE ? "U+FFFE" : "U+FFFF") is not allowed in XML 1.0; the "
                    + "file is not a valid XML property list")
        }
        index += length
    }
}
