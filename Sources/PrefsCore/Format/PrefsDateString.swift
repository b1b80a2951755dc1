package import Foundation

/// The text form of a `Date` (see ``ValueFormat``): ISO 8601 in UTC, such as `2024-05-06T07:08:09Z` or
/// `2024-05-06T07:08:09.25Z`.
///
/// The fraction has as many digits as the date needs to come back bit for bit: `date(from: string(from: d)) == d`
/// for every date whose distance from 2001-01-01 is a second or more. Parsing also accepts what other tools write:
/// any number of fraction digits, `Z`, or an offset such as `+02:00` or `-0530`. A string without a zone is
/// rejected, because its instant is unknown.
///
/// ```swift
/// PrefsDateString.string(from: Date(timeIntervalSince1970: 0.5))  // "1970-01-01T00:00:00.5Z"
/// ```
package enum PrefsDateString {
    private static let unixToReference = 978_307_200

    /// The ISO 8601 text of `date`, in UTC.
    package static func string(from date: Date) -> String {
        let reference = date.timeIntervalSinceReferenceDate
        guard reference.isFinite, abs(reference) < 1e15 else { return String(reference) }
        let whole = reference.rounded(.down)
        let unix = Int(whole) + unixToReference
        let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
        let seconds = unix - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
        text += pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2)
        let fraction = reference - whole
        if fraction > 0 { text += "." + fractionDigits(fraction) }
        return text + "Z"
    }

    /// The date an ISO 8601 date-time with a zone designates, or `nil` when `string` is not one.
    package static func date(from string: String) -> Date? {
        var scanner = DigitScanner(Array(string.utf8))
        let negativeYear = scanner.skip("-")
        guard let year = scanner.number(minDigits: 4, maxDigits: 6), scanner.skip("-"),
            let month = scanner.number(minDigits: 2, maxDigits: 2), scanner.skip("-"),
            let day = scanner.number(minDigits: 2, maxDigits: 2), scanner.skipAny("Tt "),
            let hour = scanner.number(minDigits: 2, maxDigits: 2), scanner.skip(":"),
            let minute = scanner.number(minDigits: 2, maxDigits: 2), scanner.skip(":"),
            let second = scanner.number(minDigits: 2, maxDigits: 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if scanner.skip(".") || scanner.skip(",") {
            guard let digits = scanner.digits(), let value = Double("0." + digits) else { return nil }
            fraction = value
        }
        guard let offset = scanner.zoneOffset(), scanner.atEnd else { return nil }
        let days = Self.days(fromCivil: negativeYear ? -year : year, month, day)
        let unix = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSinceReferenceDate: Double(unix - unixToReference) + fraction)
    }

    /// The digits after the point of `fraction` (in 0..<1), in the shortest form that reads back exactly.
    private static func fractionDigits(_ fraction: Double) -> String {
        let text = fraction.description
        guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
            return String(text.drop(while: { $0 != "." }).dropFirst())
        }
        let mantissa = text[..<exponentIndex].filter { $0 != "." }
        let exponent = Int(text[text.index(after: exponentIndex)...]) ?? 0
        return String(repeating: "0", count: max(0, -exponent - 1)) + mantissa
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// A cursor over ASCII bytes for ``PrefsDateString``.
private struct DigitScanner {
    package let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    mutating func skipAny(_ characters: String) -> Bool {
        guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
        index += 1
        return true
    }

    mutating func digits(max: Int = .max) -> String? {
        let start = index
        while index < bytes.count, index - start < max, (48...57).contains(bytes[index]) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    mutating func number(minDigits: Int, maxDigits: Int) -> Int? {
        let start = index
        guard let text = digits(max: maxDigits), text.count >= minDigits else {
            index = start
            return nil
        }
        return Int(text)
    }

    /// Seconds east of UTC for `Z`, `+HH:MM`, `+HHMM` or `+HH`; `nil` when there is no zone.
    mutating func zoneOffset() -> Int? {
        if skip("Z") || skip("z") { return 0 }
        let sign: Int
        if skip("+") {
            sign = 1
        } else if skip("-") {
            sign = -1
        } else {
            return nil
        }
        guard let hours = number(minDigits: 2, maxDigits: 2), hours < 24 else { return nil }
        _ = skip(":")
        let minutes = number(minDigits: 2, maxDigits: 2) ?? 0
        return sign * (hours * 3600 + minutes * 60)
    }
}
