import Foundation

extension PropertyListXMLReader {
    /// Reads the value of a scalar element whose start tag was `tag` (at `start`), and its end tag.
    mutating func readScalar(_ tag: StartTag, start: Int) throws(Failure) -> PropertyListValue {
        let element = tag.element
        if tag.isEmpty {
            switch element {
            case .string: return .string("")
            case .data: return .data(Data())
            case .true: return .bool(true)
            case .false: return .bool(false)
            default: throw fail("empty <\(element.name)/> has no value", at: start)
            }
        }
        if element == .string { return .string(try readString(of: .string)) }
        let textStart = index
        switch try readText(of: element) {
        case .source(let range):
            return try Self.scalar(element, UnsafeBufferPointer(rebasing: bytes[range]), at: textStart)
        case .scratch:
            return try scratch.withUnsafeBufferPointer { text throws(Failure) in
                try Self.scalar(element, text, at: textStart)
            }
        }
    }

    /// The value of `element` whose text (starting at `offset`) is `text`.
    private static func scalar(
        _ element: Element, _ text: UnsafeBufferPointer<UInt8>, at offset: Int
    ) throws(Failure) -> PropertyListValue {
        switch element {
        case .true, .false:
            guard text.allSatisfy(isWhitespace) else {
                throw Failure(message: "<\(element.name)/> holds text", offset: offset)
            }
            return .bool(element == .true)
        case .integer: return try integer(text, at: offset)
        case .real: return .real(try real(text, at: offset))
        case .date: return .date(try date(text, at: offset))
        default: return .data(try data(text, at: offset))
        }
    }

    /// `text` without XML whitespace at either end.
    private static func trimmed(_ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = text.count
        while start < end, isWhitespace(text[start]) { start += 1 }
        while end > start, isWhitespace(text[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: text[start..<end])
    }

    /// An `<integer>`: decimal, or hexadecimal after `0x` (as Core Foundation and `plistlib` read), with an optional
    /// sign and whitespace around; from `-2^63` to `2^64 - 1`, the range of property-list integers.
    static func integer(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) throws(Failure) -> PropertyListValue {
        let digits = trimmed(text)
        var position = 0
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { position += 1 }
        var radix: UInt64 = 10
        if position + 1 < digits.count, digits[position] == UInt8(ascii: "0"),
            digits[position + 1] | 0x20 == UInt8(ascii: "x")
        {
            radix = 16
            position += 2
        }
        guard position < digits.count else { throw invalid("integer", text, at: offset) }
        var magnitude: UInt64 = 0
        while position < digits.count {
            guard let digit = digit(digits[position], radix: UInt32(radix)) else {
                throw invalid("integer", text, at: offset)
            }
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = product.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { throw outOfRange(text, at: offset) }
            magnitude = sum
            position += 1
        }
        guard negative else { return .integer(unsigned: magnitude) }
        guard magnitude <= UInt64(Int64.max) + 1 else { throw outOfRange(text, at: offset) }
        return .integer(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude))
    }

    private static func outOfRange(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Failure {
        Failure(
            message:
                "the integer \(String(decoding: trimmed(text), as: UTF8.self)) is outside the range of property-list "
                + "integers (-2^63 to 2^64-1)", offset: offset)
    }

    private static func invalid(_ type: String, _ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Failure {
        let shown = String(decoding: text.prefix(40), as: UTF8.self)
        return Failure(message: "'\(shown)' is not a valid <\(type)>", offset: offset)
    }

    /// A `<real>`: a decimal number with an optional fraction and exponent, or `nan`, `inf`, `infinity` with an
    /// optional sign in any case (Core Foundation writes `nan`, `+infinity`, `-infinity`; `plistlib` writes `nan`,
    /// `inf`, `-inf`), with whitespace around. The nearest `Double`: a number beyond its range reads as an infinity,
    /// as both tools read it.
    static func real(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) throws(Failure) -> Double {
        let number = trimmed(text)
        var position = 0
        if number.first == UInt8(ascii: "-") || number.first == UInt8(ascii: "+") { position += 1 }
        let word = String(decoding: number[position...], as: UTF8.self).lowercased()
        if word == "nan" || word == "inf" || word == "infinity" {
            let magnitude = word == "nan" ? Double.nan : .infinity
            return number.first == UInt8(ascii: "-") ? -magnitude : magnitude
        }
        var digits = 0
        func skipDigits() {
            while position < number.count, number[position] &- UInt8(ascii: "0") < 10 {
                position += 1
                digits += 1
            }
        }
        skipDigits()
        if position < number.count, number[position] == UInt8(ascii: ".") {
            position += 1
            skipDigits()
        }
        guard digits > 0 else { throw invalid("real", text, at: offset) }
        if position < number.count, number[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < number.count, number[position] == UInt8(ascii: "-") || number[position] == UInt8(ascii: "+") {
                position += 1
            }
            digits = 0
            skipDigits()
            guard digits > 0 else { throw invalid("real", text, at: offset) }
        }
        guard position == number.count, let value = Double(String(decoding: number, as: UTF8.self)) else {
            throw invalid("real", text, at: offset)
        }
        return value
    }

    /// A `<date>`: `YYYY-MM-DDTHH:MM:SSZ` in UTC, years 0001 to 9999 (what `plistlib` reads), as seconds since
    /// 2001-01-01.
    package static func date(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) throws(Failure) -> Double {
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for position in range {
                guard text[position] &- UInt8(ascii: "0") < 10 else { return nil }
                value = value * 10 + Int(text[position] &- UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, Unicode.Scalar)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "Z")]
        guard text.count == 20, separators.allSatisfy({ text[$0.0] == UInt8(ascii: $0.1) }),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
        else {
            throw Failure(
                message:
                    "'\(String(decoding: text.prefix(40), as: UTF8.self))' is not a valid <date>; expected "
                    + "YYYY-MM-DDTHH:MM:SSZ", offset: offset)
        }
        guard year >= 1, (1...12).contains(month), day >= 1, day <= days(inMonth: month, of: year), hour < 24,
            minute < 60, second < 60
        else {
            throw Failure(message: "'\(String(decoding: text, as: UTF8.self))' is not a valid date", offset: offset)
        }
        let days = PrefsDateString.days(fromCivil: year, month, day)
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second - PropertyListFormat.unixToReference)
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `<data>`: base64 with padding, whitespace anywhere.
    static func data(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) throws(Failure) -> Data {
        var output = Data(count: text.count / 4 * 3 + 3)
        var count = 0
        var accumulator: UInt32 = 0
        var pending = 0
        var padding = 0
        let failure: Failure? = output.withUnsafeMutableBytes { raw in
            let output = raw.bindMemory(to: UInt8.self)
            for (position, byte) in text.enumerated() {
                if isWhitespace(byte) { continue }
                if byte == UInt8(ascii: "=") {
                    padding += 1
                    continue
                }
                guard padding == 0, let value = base64Value(byte) else {
                    return Failure(message: "invalid base64 in <data>", offset: offset + position)
                }
                accumulator = accumulator << 6 | UInt32(value)
                pending += 1
                if pending == 4 {
                    output[count] = UInt8(truncatingIfNeeded: accumulator >> 16)
                    output[count + 1] = UInt8(truncatingIfNeeded: accumulator >> 8)
                    output[count + 2] = UInt8(truncatingIfNeeded: accumulator)
                    count += 3
                    pending = 0
                    accumulator = 0
                }
            }
            switch (pending, padding) {
            case (0, 0): break
            case (2, 2):
                output[count] = UInt8(truncatingIfNeeded: accumulator >> 4)
                count += 1
            case (3, 1):
                output[count] = UInt8(truncatingIfNeeded: accumulator >> 10)
                output[count + 1] = UInt8(truncatingIfNeeded: accumulator >> 2)
                count += 2
            default: return Failure(message: "invalid base64 in <data>: wrong length or padding", offset: offset)
            }
            return nil
        }
        if let failure { throw failure }
        output.count = count
        return output
    }

    private static func base64Value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
