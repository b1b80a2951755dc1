extension PrefsJSONReader {
    /// Reads a string (at its opening quote), decoding escapes and checking that it is valid UTF-8.
    mutating func readString() throws(Failure) -> String {
        index += 1
        let start = index
        while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { index += 1 }
        if peek == UInt8(ascii: "\"") {
            let text = try utf8String(start..<index)
            index += 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: try utf8String(start..<index).unicodeScalars)
        while true {
            guard let byte = peek else { throw fail("unterminated string; the file may be truncated") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                index += 1
                scalars.append(try readEscape())
            case ..<0x20:
                throw fail("control character U+\(String(byte, radix: 16, uppercase: true)) inside a string")
            default:
                let runStart = index
                while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
                    index += 1
                }
                scalars.append(contentsOf: try utf8String(runStart..<index).unicodeScalars)
            }
        }
    }

    private func utf8String(_ range: Range<Int>) throws(Failure) -> String {
        guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
            var offset = range.lowerBound
            for position in range where bytes[position] >= 0x80 {
                offset = position
                break
            }
            throw Failure(message: "the text is not valid UTF-8", offset: offset)
        }
        return text
    }

    private mutating func readEscape() throws(Failure) -> Unicode.Scalar {
        guard let byte = peek else { throw fail("unterminated escape sequence") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try readHex4()
            if (0xD800..<0xDC00).contains(first), take("\\"), take("u") {
                let second = try readHex4()
                if (0xDC00..<0xE000).contains(second),
                    let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(first) else { throw fail("unpaired surrogate in a \\u escape") }
            return scalar
        default:
            index -= 1
            throw fail("invalid escape sequence")
        }
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

    /// Reads a number: an `Int` when it has no fraction or exponent and fits, otherwise the nearest `Double`;
    /// an integer beyond `Int` has no ``PrefsValue`` form and reads as `nil` (kept as source text).
    mutating func readNumber() throws(Failure) -> PrefsValue? {
        let (range, isInteger) = try scanNumber()
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        if isInteger { return Int(text).map(PrefsValue.int) }
        guard let value = Double(text), value.isFinite else {
            throw Failure(message: "the number \(text) is out of range", offset: range.lowerBound)
        }
        return .double(value)
    }

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
}
