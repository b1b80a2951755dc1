/// Reads a settings schema document (RFC 8259 JSON) into ``SettingsJSON``, keeping member order and number literals.
///
/// Tokens (strings with their escapes and UTF-8 check, numbers, literals, whitespace) are read by the same
/// ``PrefsJSONReader`` that reads preference files, so both accept and reject exactly the same JSON text and report
/// errors by line and column.
enum SettingsJSONParser {
    fileprivate static let maximumDepth = 256

    /// Parses one JSON document; anything but whitespace after it is an error.
    /// - Throws: ``SettingsTreeError`` with reason `.malformedDocument` naming the line and column.
    static func parse(_ bytes: [UInt8]) throws(SettingsTreeError) -> SettingsJSON {
        do {
            return try PrefsJSONReader.read(bytes) { reader throws(PrefsJSONReader.Failure) in
                reader.skipWhitespace()
                let value = try reader.readSettingsJSON(depth: 0)
                reader.skipWhitespace()
                guard reader.peek == nil else { throw reader.fail("unexpected text after the document") }
                return value
            }
        } catch {
            let message =
                switch error {
                case .syntax(let message, let line, let column, _): "at line \(line), column \(column): \(message)"
                default: "\(error)"
                }
            throw SettingsTreeError(reason: .malformedDocument, path: "", message: "invalid JSON \(message)")
        }
    }
}

extension PrefsJSONReader {
    /// Reads one value (whitespace before it already skipped) as a ``SettingsJSON`` tree.
    fileprivate mutating func readSettingsJSON(depth: Int) throws(Failure) -> SettingsJSON {
        guard let byte = peek else { throw fail("unexpected end of document") }
        switch byte {
        case UInt8(ascii: "{"): return try readSettingsObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readSettingsArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let (range, _) = try scanNumber()
            return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        default: throw fail("unexpected character '\(Unicode.Scalar(byte))'")
        }
    }

    private func checkSettingsDepth(_ depth: Int) throws(Failure) {
        let limit = SettingsJSONParser.maximumDepth
        guard depth <= limit else { throw fail("nested more than \(limit) levels deep") }
    }

    private mutating func readSettingsObject(depth: Int) throws(Failure) -> SettingsJSON {
        try checkSettingsDepth(depth)
        index += 1
        var members: [SettingsJSON.Member] = []
        skipWhitespace()
        if take("}") { return .object([]) }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw fail("expected a member name in quotes") }
            let key = try readString()
            skipWhitespace()
            guard take(":") else { throw fail("expected ':' after \"\(key)\"") }
            skipWhitespace()
            members.append(SettingsJSON.Member(key: key, value: try readSettingsJSON(depth: depth)))
            skipWhitespace()
            if take(",") { continue }
            if take("}") { return .object(members) }
            throw fail("expected ',' or '}'")
        }
    }

    private mutating func readSettingsArray(depth: Int) throws(Failure) -> SettingsJSON {
        try checkSettingsDepth(depth)
        index += 1
        var elements: [SettingsJSON] = []
        skipWhitespace()
        if take("]") { return .array([]) }
        while true {
            skipWhitespace()
            elements.append(try readSettingsJSON(depth: depth))
            skipWhitespace()
            if take(",") { continue }
            if take("]") { return .array(elements) }
            throw fail("expected ',' or ']'")
        }
    }
}
