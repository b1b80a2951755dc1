import Foundation

/// What a ``JSONReader`` makes of the values it reads: ``JSONValue``s for settings documents and the command line,
/// ``PrefsValue``s for preference files.
package protocol JSONBuilder {
    associatedtype Value
    func null() -> Value
    func bool(_ value: Bool) -> Value
    /// A number; `literal` is its text, `isInteger` whether it has neither fraction nor exponent.
    func number(_ literal: UnsafeBufferPointer<UInt8>, isInteger: Bool) -> Value
    /// A string; `isExact` is false when it held an unpaired surrogate escape (`"\udcff"`), which a Swift string
    /// cannot hold and which was read as U+FFFD.
    func string(_ value: String, isExact: Bool) -> Value
    func array(_ elements: [Value]) -> Value
    /// An object; `exactKeys` is false when a key held an unpaired surrogate escape (read as U+FFFD).
    func object(_ members: [(key: String, value: Value)], exactKeys: Bool) -> Value
}

/// The one JSON reader of Prefs: RFC 8259 text in UTF-8, read in time linear in its size.
///
/// It checks the grammar, that strings are valid UTF-8 without raw control characters, and nesting up to
/// ``maximumDepth`` levels; errors name the line and column. Strings are read by collecting bytes (a run of plain
/// text is copied at once), so a document of long strings with many escapes reads in linear time.
struct JSONReader<Builder: JSONBuilder>: ~Copyable {
    /// The deepest nesting of arrays and objects accepted, so that a hostile document cannot exhaust the stack.
    static var maximumDepth: Int { 512 }

    package let bytes: UnsafeBufferPointer<UInt8>
    let builder: Builder
    var index = 0
    private var depth = 0
    /// Bytes of the string being read, when it has escapes.
    private var scratch: [UInt8] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, builder: Builder) {
        self.bytes = bytes
        self.builder = builder
    }

    /// Runs `body` with a reader over `bytes`, mapping its failure to a ``JSONSyntaxError`` with a line and column.
    package static func read<Result>(
        _ bytes: [UInt8], builder: Builder, _ body: (inout JSONReader) throws(Failure) -> Result
    ) throws(JSONSyntaxError) -> Result {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var reader = JSONReader(buffer, builder: builder)
            do throws(Failure) {
                return try body(&reader)
            } catch {
                let (line, column) = position(of: error.offset, in: buffer)
                throw JSONSyntaxError(message: error.message, line: line, column: column, offset: error.offset)
            }
        }
    }

    /// Reads a whole document holding one value (a UTF-8 byte-order mark before it is skipped).
    static func document(_ bytes: [UInt8], builder: Builder) throws(JSONSyntaxError) -> Builder.Value {
        try read(bytes, builder: builder) { reader throws(Failure) in
            reader.skipByteOrderMark()
            reader.skipWhitespace()
            guard reader.peek != nil else { throw reader.fail("the text holds no JSON value") }
            let value = try reader.readValue()
            reader.skipWhitespace()
            guard reader.peek == nil else { throw reader.fail("unexpected text after the JSON value") }
            return value
        }
    }

    /// Reads a document whose top level is an object, passing each member's key, value and the byte range of the
    /// value's text to `member`, in order (duplicates included). `inexactKey` is the byte range of the key's text,
    /// quotes included, when the key held an unpaired surrogate escape (which the key, a Swift string, holds as
    /// U+FFFD); `nil` for every other key.
    static func objectMembers(
        _ bytes: [UInt8], builder: Builder,
        _ member: (_ key: String, _ inexactKey: Range<Int>?, _ value: Builder.Value, _ range: Range<Int>)
            throws(Failure) -> Void
    ) throws(JSONSyntaxError) {
        try read(bytes, builder: builder) { reader throws(Failure) in
            reader.skipByteOrderMark()
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: "{") else {
                if reader.peek == nil { throw reader.fail("the file holds no JSON value") }
                let start = reader.index
                let found = reader.describeTopLevel()
                throw Failure(message: "expected a JSON object, found \(found)", offset: start)
            }
            reader.index += 1
            try reader.readMembers(member)
            reader.skipWhitespace()
            guard reader.peek == nil else { throw reader.fail("unexpected text after the top-level object") }
        }
    }

    // MARK: Values

    mutating func readValue() throws(Failure) -> Builder.Value {
        guard let byte = peek else { throw fail("unexpected end of the text; it may be truncated") }
        switch byte {
        case UInt8(ascii: "{"):
            try enter()
            var members: [(key: String, value: Builder.Value)] = []
            var exactKeys = true
            try readMembers { key, inexactKey, value, _ throws(Failure) in
                members.append((key, value))
                if inexactKey != nil { exactKeys = false }
            }
            depth -= 1
            return builder.object(members, exactKeys: exactKeys)
        case UInt8(ascii: "["):
            try enter()
            let elements = try readElements()
            depth -= 1
            return builder.array(elements)
        case UInt8(ascii: "\""):
            let (text, isExact) = try readString()
            return builder.string(text, isExact: isExact)
        case UInt8(ascii: "t"):
            try expect("true")
            return builder.bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return builder.bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return builder.null()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let (range, isInteger) = try scanNumber()
            return builder.number(UnsafeBufferPointer(rebasing: bytes[range]), isInteger: isInteger)
        default:
            throw fail("unexpected character '\(Self.printable(byte))'")
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw fail("nesting deeper than \(Self.maximumDepth) levels") }
        index += 1
    }

    /// Reads members up to the closing brace (the opening one already read).
    private mutating func readMembers(
        _ member: (String, Range<Int>?, Builder.Value, Range<Int>) throws(Failure) -> Void
    ) throws(Failure) {
        skipWhitespace()
        if take("}") { return }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw fail("expected a string key in double quotes") }
            let keyStart = index
            let (key, isExact) = try readString()
            let inexactKey = isExact ? nil : keyStart..<index
            skipWhitespace()
            guard take(":") else { throw fail("expected ':' after the key \"\(key)\"") }
            skipWhitespace()
            let start = index
            let value = try readValue()
            try member(key, inexactKey, value, start..<index)
            skipWhitespace()
            if take(",") { continue }
            if take("}") { return }
            throw fail("expected ',' or '}' after the value of \"\(key)\"")
        }
    }

    private mutating func readElements() throws(Failure) -> [Builder.Value] {
        var elements: [Builder.Value] = []
        skipWhitespace()
        if take("]") { return elements }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            if take(",") { continue }
            if take("]") { return elements }
            throw fail("expected ',' or ']' in an array")
        }
    }

    /// What a top-level value that is not an object is, for the error message.
    private mutating func describeTopLevel() -> String {
        switch peek ?? 0 {
        case UInt8(ascii: "["): "a top-level array"
        case UInt8(ascii: "\""): "a top-level string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a top-level bool"
        case UInt8(ascii: "n"): "a top-level null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): "a top-level number"
        default: "text that is not JSON"
        }
    }

    // MARK: Strings

    /// Reads a string (at its opening quote): its text, and whether it is exact (no unpaired surrogate escape).
    ///
    /// Plain runs are validated as UTF-8 where they are; only a string with escapes is assembled, by appending
    /// bytes, so the time is linear in its length whatever the mix of text and escapes.
    mutating func readString() throws(Failure) -> (String, Bool) {
        index += 1
        let start = index
        skipPlainRun()
        if take("\"") { return (try utf8String(start..<(index - 1)), true) }
        scratch.removeAll(keepingCapacity: true)
        var isExact = true
        try appendValidated(start..<index)
        while true {
            guard let byte = peek else { throw fail("unterminated string; the text may be truncated") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return (String(decoding: scratch, as: UTF8.self), isExact)
            case UInt8(ascii: "\\"):
                index += 1
                if !(try appendEscape()) { isExact = false }
            case ..<0x20:
                throw fail("control character U+\(Self.hex(byte)) inside a string; write it as an escape")
            default:
                let runStart = index
                skipPlainRun()
                try appendValidated(runStart..<index)
            }
        }
    }

    private mutating func skipPlainRun() {
        while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { index += 1 }
    }

    private func utf8String(_ range: Range<Int>) throws(Failure) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard let text = String(validating: slice, as: UTF8.self) else { throw invalidUTF8(in: range) }
        return text
    }

    private mutating func appendValidated(_ range: Range<Int>) throws(Failure) {
        guard !range.isEmpty else { return }
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        // Validating a run alone is exact: runs end at ASCII characters, which never split a UTF-8 sequence.
        guard String(validating: slice, as: UTF8.self) != nil else { throw invalidUTF8(in: range) }
        scratch.append(contentsOf: slice)
    }

    private func invalidUTF8(in range: Range<Int>) -> Failure {
        let offset = range.first { bytes[$0] >= 0x80 } ?? range.lowerBound
        return Failure(message: "the text is not valid UTF-8", offset: offset)
    }

    /// Appends the character of an escape (after its backslash); returns false for an unpaired surrogate, appended
    /// as U+FFFD.
    private mutating func appendEscape() throws(Failure) -> Bool {
        guard let byte = peek else { throw fail("unterminated escape sequence") }
        index += 1
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            scratch.append(simple)
            return true
        }
        guard byte == UInt8(ascii: "u") else {
            index -= 1
            throw fail("invalid escape sequence '\\\(Self.printable(byte))'")
        }
        let first = try readHex4()
        var scalar = Unicode.Scalar(first)
        if (0xD800..<0xDC00).contains(first), peek == UInt8(ascii: "\\"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "u")
        {
            let mark = index
            index += 2
            let second = try readHex4()
            if (0xDC00..<0xE000).contains(second) {
                scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            } else {
                index = mark  // the next escape stands on its own
            }
        }
        guard let scalar else {
            scratch.append(contentsOf: [0xEF, 0xBF, 0xBD])
            return false
        }
        UTF8.encode(scalar) { scratch.append($0) }
        return true
    }

    private mutating func readHex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexDigit(byte) else { throw fail("expected 4 hex digits") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Numbers and literals

    /// Checks the syntax of a number and returns where its text is and whether it is written as an integer.
    mutating func scanNumber() throws(Failure) -> (range: Range<Int>, isInteger: Bool) {
        let start = index
        _ = take("-")
        guard let first = peek, Self.isDigit(first) else { throw fail("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek, Self.isDigit(next) { throw fail("numbers must not have leading zeros") }
        } else {
            skipDigits()
        }
        var isInteger = true
        if take(".") {
            isInteger = false
            guard let next = peek, Self.isDigit(next) else { throw fail("expected a digit after '.'") }
            skipDigits()
        }
        if take("e") || take("E") {
            isInteger = false
            _ = take("+") || take("-")
            guard let next = peek, Self.isDigit(next) else { throw fail("expected a digit in the exponent") }
            skipDigits()
        }
        return (start..<index, isInteger)
    }

    private mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Reads `word` (`true`, `false`, `null`) or fails.
    private mutating func expect(_ word: StaticString) throws(Failure) {
        let start = index
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard peek == expected else {
                index = start
                throw fail("unexpected text; expected '\(word)'")
            }
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

    private mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    func fail(_ message: String) -> Failure { Failure(message: message, offset: index) }

    /// A syntax error at a byte offset.
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    private static func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(Unicode.Scalar(byte)) : "\\u{" + hex(byte) + "}"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
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

/// Builds ``JSONValue``s: the form settings documents and the command line read.
struct JSONValueBuilder: JSONBuilder {
    func null() -> JSONValue { .null }
    func bool(_ value: Bool) -> JSONValue { .bool(value) }
    func number(_ literal: UnsafeBufferPointer<UInt8>, isInteger: Bool) -> JSONValue {
        .number(String(decoding: literal, as: UTF8.self))
    }
    package func string(_ value: String, isExact: Bool) -> JSONValue { .string(value) }
    func array(_ elements: [JSONValue]) -> JSONValue { .array(elements) }
    func object(_ members: [(key: String, value: JSONValue)], exactKeys: Bool) -> JSONValue {
        .object(members.map { JSONMember($0.key, $0.value) })
    }
}

extension JSONValue {
    /// Parses one JSON document.
    /// - Throws: ``JSONSyntaxError`` naming the line and column of the first problem.
    package init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        self = try JSONReader.document(bytes, builder: JSONValueBuilder())
    }

    /// Parses one JSON document given as text.
    init(parsing text: String) throws(JSONSyntaxError) {
        try self.init(parsing: Array(text.utf8))
    }
}
