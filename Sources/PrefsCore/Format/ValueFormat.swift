package import Foundation

/// The one set of rules for writing a stored value's scalars as text, and reading them back: every output of Prefs —
/// JSON (files, documents, `--json`), command-line text (`get`, `dump`, `set`) and messages (errors, issues,
/// warnings) — writes a scalar with these functions, and every input that takes text reads it with them.
///
/// | Value | JSON | Text and messages |
/// |---|---|---|
/// | `Int` | `14` | `14` |
/// | `Double` | `14.0`, `0.75`, `1e-07`: always a fraction or an exponent, so it reads back as a double | `14`, `0.75`, `1e-07`: a whole number below 10¹⁵ without a fraction, as people type it |
/// | NaN, ±infinity | the strings `"nan"`, `"inf"`, `"-inf"` (JSON has no such numbers) | `nan`, `inf`, `-inf` |
/// | `Date` | an ISO 8601 string in UTC (``PrefsDateString``) | the same text |
/// | `Data` | a base64 string | the same text |
///
/// Both double forms are the shortest that read back bit for bit. How whole values (arrays, dictionaries, strings in
/// messages) are laid out is decided on top of these rules, in the JSON folder (`PrefsValue+Forms.swift`).
///
/// ```swift
/// ValueFormat.text(of: 14.0)        // "14"
/// ValueFormat.jsonNumber(14.0)      // "14.0"
/// ValueFormat.integer("-42")        // -42
/// ```
package enum ValueFormat {
    // MARK: Numbers

    /// A finite double as a JSON number: its shortest round-trip form, always with a fraction or an exponent
    /// (`14.0`, `1e-07`), so that a reader types it as a double. A non-finite double has no JSON number: see
    /// ``nonFiniteText(_:)``.
    package static func jsonNumber(_ number: Double) -> String { number.description }

    /// A double as people read and type it: a whole number below 10¹⁵ without a fraction (`14`), others in their
    /// shortest round-trip form (`0.75`, `1e-07`), non-finite ones as `nan`, `inf` and `-inf`.
    package static func text(of number: Double) -> String {
        if let text = number.nonFiniteText { return text }
        return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : number.description
    }

    /// The text a non-finite number is written as (`nan`, `inf`, `-inf`), or `nil` for a finite one.
    package static func nonFiniteText(_ number: Double) -> String? { number.nonFiniteText }

    /// The one integer parser: an optional sign and decimal digits (`42`, `-7`, `+3`), or `nil` when the text is not
    /// one or its value is beyond `Int`.
    package static func integer(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { index = 1 }
        guard index < digits.count else { return nil }
        var value = 0
        while index < digits.count {
            let digit = Int(digits[index] &- UInt8(ascii: "0"))
            guard digit < 10 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// `text` read by the one integer parser (``integer(_:)-(UnsafeBufferPointer<UInt8>)``).
    package static func integer(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { integer($0) }
    }

    /// An integer, also written as a number with a zero fraction (`14.0`, `1e3`) within the range where doubles are
    /// exact: how an `int` reads a JSON number.
    package static func wholeNumber(_ text: String) -> Int? {
        if let value = integer(text) { return value }
        guard let value = double(text), value == value.rounded(), abs(value) < 9_007_199_254_740_992 else {
            return nil
        }
        return Int(value)
    }

    /// The one number parser of documents: the nearest double to a number literal (`0.1`, `-2.5e3`), or `nil` when
    /// it is beyond `Double`'s range (`1e400`). The literal is a valid JSON number.
    package static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
        // `strtod` needs a terminated string; literals are short, so a stack copy is cheap.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: literal.count + 1) { buffer in
            for index in 0..<literal.count { buffer[index] = CChar(bitPattern: literal[index]) }
            buffer[literal.count] = 0
            let value = strtod(buffer.baseAddress!, nil)
            return value.isFinite ? value : nil
        }
    }

    /// `literal` read by the one number parser (``double(_:)-(UnsafeBufferPointer<UInt8>)``).
    package static func double(_ literal: String) -> Double? {
        var literal = literal
        return literal.withUTF8 { double($0) }
    }

    /// A finite decimal number as a person types it (`0.75`, `-3`, `1e3`, `.5`), or `nil` for anything else —
    /// hexadecimal, `nan` and `inf` included (a person sets a finite number).
    package static func double(fromText text: String) -> Double? {
        guard !text.contains(where: { $0 == "x" || $0 == "X" }), let value = Double(text), value.isFinite else {
            return nil
        }
        return value
    }

    /// A boolean as a person types it: `true`, `yes`, `on`, `1` or `false`, `no`, `off`, `0`, in any case.
    package static func bool(fromText text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on", "1": true
        case "false", "no", "off", "0": false
        default: nil
        }
    }

    // MARK: Dates and data

    /// A date as text: ISO 8601 in UTC, with as many fraction digits as it needs to read back exactly.
    package static func text(of date: Date) -> String { PrefsDateString.string(from: date) }

    /// The date an ISO 8601 date-time with a zone stands for, or `nil`.
    package static func date(fromText text: String) -> Date? { PrefsDateString.date(from: text) }

    /// Data as text: base64.
    package static func text(of data: Data) -> String { data.base64EncodedString() }

    /// The data a base64 text stands for, or `nil`.
    package static func data(fromText text: String) -> Data? { Data(base64Encoded: text) }
}

extension Double {
    /// The non-finite number whose text is `text` (`nan`, `inf`, `-inf`), or `nil` for any other text.
    @inlinable
    init?(nonFiniteText text: String) {
        switch text {
        case "nan": self = .nan
        case "inf": self = .infinity
        case "-inf": self = -.infinity
        default: return nil
        }
    }

    /// The text of a non-finite number, or `nil` for a finite one.
    var nonFiniteText: String? {
        guard !isFinite else { return nil }
        return isNaN ? "nan" : self < 0 ? "-inf" : "inf"
    }
}
