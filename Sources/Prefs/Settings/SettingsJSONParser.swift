/// A strict JSON reader (RFC 8259) that produces ``SettingsJSON`` and reports errors by line and column.
struct SettingsJSONParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private static let maximumDepth = 256

    /// Parses one JSON document; anything but whitespace after it is an error.
    static func parse(_ bytes: [UInt8]) throws(SettingsTreeError) -> SettingsJSON {
        var parser = SettingsJSONParser(bytes: bytes)
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ problem: String) -> SettingsTreeError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SettingsTreeError(
            reason: .malformedDocument, path: "", message: "invalid JSON at line \(line), column \(column): \(problem)")
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func parseValue() throws(SettingsTreeError) -> SettingsJSON {
        skipWhitespace()
        guard let byte = current else { throw failure("unexpected end of document") }
        switch byte {
        case UInt8(ascii: "{"): return try parseContainer(isObject: true)
        case UInt8(ascii: "["): return try parseContainer(isObject: false)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseWord("true", .bool(true))
        case UInt8(ascii: "f"): return try parseWord("false", .bool(false))
        case UInt8(ascii: "n"): return try parseWord("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected character '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func parseWord(_ word: String, _ value: SettingsJSON) throws(SettingsTreeError) -> SettingsJSON {
        for expected in word.utf8 {
            guard current == expected else { throw failure("expected '\(word)'") }
            position += 1
        }
        return value
    }

    private mutating func parseContainer(isObject: Bool) throws(SettingsTreeError) -> SettingsJSON {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
        defer { depth -= 1 }
        position += 1
        let close = UInt8(ascii: isObject ? "}" : "]")
        var members: [SettingsJSON.Member] = []
        var elements: [SettingsJSON] = []
        skipWhitespace()
        if current == close {
            position += 1
            return isObject ? .object([]) : .array([])
        }
        while true {
            if isObject {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
                let key = try parseString()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw failure("expected ':' after \"\(key)\"") }
                position += 1
                members.append(SettingsJSON.Member(key: key, value: try parseValue()))
            } else {
                elements.append(try parseValue())
            }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current == close {
                position += 1
                return isObject ? .object(members) : .array(elements)
            } else {
                throw failure("expected ',' or '\(Character(Unicode.Scalar(close)))'")
            }
        }
    }

    private mutating func parseNumber() throws(SettingsTreeError) -> String {
        let start = position
        func digits(_ parser: inout SettingsJSONParser) -> Int {
            let first = parser.position
            while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                parser.position += 1
            }
            return parser.position - first
        }
        if current == UInt8(ascii: "-") { position += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        let integerDigits = digits(&self)
        guard integerDigits > 0, !(leadingZero && integerDigits > 1) else { throw failure("invalid number") }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw failure("expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw failure("expected digits in the exponent") }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func parseString() throws(SettingsTreeError) -> String {
        position += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw failure("control character in a string")
            default:
                utf8.append(byte)
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(SettingsTreeError) {
        guard let byte = current else { throw failure("unterminated string") }
        position += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            utf8.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw failure("invalid escape in a string") }
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
            position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
        {
            position += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("invalid surrogate pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
        utf8.append(contentsOf: String(Character(scalar)).utf8)
    }

    private mutating func parseHex4() throws(SettingsTreeError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else { throw failure("invalid \\u escape") }
            code = code << 4 | digit
            position += 1
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
