/// A JSON value: what the compiler and the plugin exchange.
///
/// A small reader and writer of the JSON the plugin protocol uses (RFC 8259). The reader refuses what is not JSON
/// with a `JSON.Malformed` error naming the offset, and limits nesting, so no message can crash or stall the plugin.
enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    /// Members in the order they were read or written.
    case object([(String, JSON)])

    static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && a.allSatisfy { member in b.contains { $0.0 == member.0 && $0.1 == member.1 } }
        default: false
        }
    }

    /// The member `key` of an object; `nil` for anything else or when it is absent.
    subscript(_ key: String) -> JSON? {
        if case .object(let members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var int: Int? {
        if case .number(let value) = self, value.rounded() == value, abs(value) < 9e15 { return Int(value) }
        return nil
    }

    var array: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    struct Malformed: Error, CustomStringConvertible {
        let offset: Int
        let reason: String
        var description: String { "malformed JSON at byte \(offset): \(reason)" }
    }

    /// Reads one JSON value filling `bytes` (surrounding whitespace allowed).
    static func parse(_ bytes: [UInt8]) throws(Malformed) -> JSON {
        var reader = JSONReader(bytes: bytes)
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == bytes.count else {
            throw Malformed(offset: reader.position, reason: "text after the value")
        }
        return value
    }

    /// The value as compact JSON text.
    var serialized: [UInt8] {
        var output: [UInt8] = []
        write(to: &output)
        return output
    }

    private func write(to output: inout [UInt8]) {
        switch self {
        case .null: output += Array("null".utf8)
        case .bool(let value): output += Array((value ? "true" : "false").utf8)
        case .number(let value):
            let text = value.rounded() == value && abs(value) < 9e15 ? String(Int(value)) : String(value)
            output += Array(text.utf8)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(member.0, to: &output)
                output.append(UInt8(ascii: ":"))
                member.1.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ value: String, to output: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        output.append(UInt8(ascii: "\""))
        var utf8 = Array(value.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                // Bytes that need no escape are copied in runs.
                output.append(contentsOf: bytes[runStart..<index])
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\n"): output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case UInt8(ascii: "\t"): output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                default: output += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                }
            }
            output.append(contentsOf: bytes[runStart..<bytes.count])
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// The reader behind `JSON.parse`.
private struct JSONReader {
    let bytes: [UInt8]
    var position = 0
    static let maximumDepth = 512

    init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func fail(_ reason: String) -> JSON.Malformed { JSON.Malformed(offset: position, reason: reason) }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    mutating func value(depth: Int) throws(JSON.Malformed) -> JSON {
        guard depth < Self.maximumDepth else { throw fail("nested too deeply") }
        skipWhitespace()
        guard let byte = current else { throw fail("a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func literal(_ word: String, _ value: JSON) throws(JSON.Malformed) -> JSON {
        let expected = Array(word.utf8)
        guard position + expected.count <= bytes.count, Array(bytes[position..<position + expected.count]) == expected
        else { throw fail("'\(word)' was expected") }
        position += expected.count
        return value
    }

    private mutating func object(depth: Int) throws(JSON.Malformed) -> JSON {
        position += 1
        var members: [(String, JSON)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw fail("a member name was expected") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw fail("':' was expected") }
            position += 1
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard current == UInt8(ascii: "}") else { throw fail("',' or '}' was expected") }
            position += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(JSON.Malformed) -> JSON {
        position += 1
        var elements: [JSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard current == UInt8(ascii: "]") else { throw fail("',' or ']' was expected") }
            position += 1
            return .array(elements)
        }
    }

    private mutating func number() throws(JSON.Malformed) -> JSON {
        let start = position
        while let byte = current,
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        {
            position += 1
        }
        guard position > start, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            position = start
            throw fail("a value was expected")
        }
        return .number(value)
    }

    private mutating func string() throws(JSON.Malformed) -> String {
        position += 1
        var output: [UInt8] = []
        while position < bytes.count {
            // A run without escapes or the closing quote is copied at once.
            let runStart = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"),
                bytes[position] >= 0x20
            {
                position += 1
            }
            output.append(contentsOf: bytes[runStart..<position])
            guard let byte = current else { break }
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: output, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = current else { throw fail("an escape was cut short") }
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "u"): output += Array(String(try unicodeEscape()).utf8)
                default: throw fail("an unknown escape")
                }
            default: throw fail("a control character in a string")
            }
        }
        throw fail("a string never ends")
    }

    /// The scalar of `\uXXXX` (a surrogate pair included); U+FFFD for a lone surrogate.
    private mutating func unicodeEscape() throws(JSON.Malformed) -> Character {
        let high = try hexQuad()
        if (0xD800..<0xDC00).contains(high), current == UInt8(ascii: "\\"), position + 1 < bytes.count,
            bytes[position + 1] == UInt8(ascii: "u")
        {
            position += 2
            let low = try hexQuad()
            if (0xDC00..<0xE000).contains(low) {
                let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")
            }
            return "\u{FFFD}"
        }
        return Character(Unicode.Scalar(high) ?? "\u{FFFD}")
    }

    private mutating func hexQuad() throws(JSON.Malformed) -> UInt32 {
        guard position + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
        else { throw fail("'\\u' needs four hexadecimal digits") }
        position += 4
        return value
    }
}
