/// Reads a JSON document of preferences from UTF-8 bytes, exactly: integers stay `Int`, numbers with a fraction or
/// exponent become the `Double` nearest to their text (`strtod`, unlike Linux `JSONSerialization`), `true`/`false`
/// stay `Bool`.
///
/// A top-level value that has no ``PrefsValue`` form (it contains `null`, or an integer beyond `Int`) is not
/// dropped: its source text is kept in ``Document/opaque`` so that rewriting the file preserves it.
struct PrefsJSONReader: ~Copyable {
    /// The top-level object of a preferences file.
    struct Document {
        var values: [String: PrefsValue] = [:]
        /// Source text of members with no ``PrefsValue`` form, written back unchanged.
        var opaque: [String: String] = [:]
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    private var depth = 0
    private static let maximumDepth = 512

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Parses `bytes`, which must hold one JSON object.
    /// - Throws: ``PrefsFileError/Problem`` describing the first error and where it is.
    static func document(from bytes: [UInt8]) throws(PrefsFileError.Problem) -> Document {
        try read(bytes) { reader throws(Failure) in try reader.readDocument() }
    }

    /// Runs `body` with a reader positioned at the start of `bytes`: the one place where JSON text is tokenised,
    /// for preference files and for other documents (the settings schema) alike.
    /// - Throws: ``PrefsFileError/Problem/syntax(message:line:column:offset:)`` for the failure `body` throws.
    static func read<Result>(
        _ bytes: [UInt8], _ body: (inout PrefsJSONReader) throws(Failure) -> Result
    ) throws(PrefsFileError.Problem) -> Result {
        try bytes.withUnsafeBufferPointer { buffer throws(PrefsFileError.Problem) in
            var reader = PrefsJSONReader(buffer)
            do throws(Failure) {
                return try body(&reader)
            } catch {
                let (line, column) = Self.position(of: error.offset, in: buffer)
                throw .syntax(message: error.message, line: line, column: column, offset: error.offset)
            }
        }
    }

    private mutating func readDocument() throws(Failure) -> Document {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else {
            if index == bytes.count { throw fail("the file holds no JSON value") }
            let start = index
            let found = (try? readValue()).map { "a top-level \($0?.typeName ?? "null")" } ?? "text that is not JSON"
            throw Failure(message: "expected a JSON object, found \(found)", offset: start)
        }
        var document = Document()
        index += 1
        let source = bytes
        try readMembers { key, range, value throws(Failure) in
            if let value {
                document.values[key] = value
                document.opaque[key] = nil
            } else {
                document.values[key] = nil
                document.opaque[key] = String(decoding: UnsafeBufferPointer(rebasing: source[range]), as: UTF8.self)
            }
        }
        skipWhitespace()
        guard index == bytes.count else { throw fail("unexpected text after the top-level object") }
        return document
    }

    /// Reads members up to the closing brace (the opening one already read), passing each key, the byte range of
    /// its value, and the value (`nil` when it has no ``PrefsValue`` form).
    private mutating func readMembers(
        _ member: (String, Range<Int>, PrefsValue?) throws(Failure) -> Void
    ) throws(Failure) {
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw fail("expected a string key in double quotes") }
            let key = try readString()
            skipWhitespace()
            guard take(":") else { throw fail("expected ':' after the key \"\(key)\"") }
            skipWhitespace()
            let start = index
            let value = try readValue()
            try member(key, start..<index, value)
            skipWhitespace()
            if take(",") { continue }
            if take("}") { return }
            throw fail("expected ',' or '}' after the value of \"\(key)\"")
        }
    }

    /// Reads one value; `nil` means valid JSON with no ``PrefsValue`` form.
    private mutating func readValue() throws(Failure) -> PrefsValue? {
        guard let byte = peek else { throw fail("unexpected end of file; the file may be truncated") }
        switch byte {
        case UInt8(ascii: "{"):
            return try nested { reader throws(Failure) in
                var values: [String: PrefsValue] = [:]
                var representable = true
                try reader.readMembers { key, _, value throws(Failure) in
                    if let value { values[key] = value } else { representable = false }
                }
                return representable ? .dictionary(values) : nil
            }
        case UInt8(ascii: "["): return try nested { reader throws(Failure) in try reader.readArray() }
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", nil)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw fail("unexpected character '\(Unicode.Scalar(byte))'")
        }
    }

    private mutating func nested(
        _ body: (inout PrefsJSONReader) throws(Failure) -> PrefsValue?
    ) throws(Failure) -> PrefsValue? {
        depth += 1
        guard depth <= Self.maximumDepth else { throw fail("nesting deeper than \(Self.maximumDepth) levels") }
        index += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func readArray() throws(Failure) -> PrefsValue? {
        var elements: [PrefsValue] = []
        var representable = true
        skipWhitespace()
        if take("]") { return .array([]) }
        while true {
            skipWhitespace()
            if let element = try readValue() { elements.append(element) } else { representable = false }
            skipWhitespace()
            if take(",") { continue }
            if take("]") { return representable ? .array(elements) : nil }
            throw fail("expected ',' or ']' in an array")
        }
    }

    private mutating func literal(_ word: String, _ value: PrefsValue?) throws(Failure) -> PrefsValue? {
        try expect(word)
        return value
    }

    /// Reads `word` (`true`, `false`, `null`) or fails.
    mutating func expect(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard peek == expected else { throw fail("unexpected character; expected '\(word)'") }
            index += 1
        }
    }

    // MARK: Tokens

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard peek == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    func fail(_ message: String) -> Failure { Failure(message: message, offset: index) }

    /// A syntax error at a byte offset.
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    private static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return (line, offset - lineStart + 1)
    }
}
