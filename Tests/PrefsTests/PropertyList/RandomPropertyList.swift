import Foundation
import Prefs

@testable import PrefsCore

/// Seeded random property lists that go where bugs hide: nested containers, text with combining marks, emoji,
/// byte-order marks and control characters, keys that differ only in normalisation, integer edges on both sides of
/// `Int64.max`, doubles that need 17 digits, subnormals, −0.0, dates and data.
struct RandomPropertyList {
    var generator: SeededGenerator
    /// Only what an XML property list holds: no control characters other than tab, LF and CR, no U+FFFE or U+FFFF,
    /// dates in the years 1 to 9999, the quiet NaN only.
    var xml: Bool
    /// Dates `plistlib` converts exactly: whole seconds plus 1/64ths, in the years 1 to 9999 (it keeps
    /// microseconds). Otherwise binary documents get dates of any bits.
    var pythonDates: Bool

    init(seed: UInt64, xml: Bool, pythonDates: Bool = true) {
        generator = SeededGenerator(seed: seed)
        self.xml = xml
        self.pythonDates = pythonDates
    }

    /// A top-level dictionary.
    mutating func document() -> PropertyListValue {
        .dictionary(dictionary(depth: 1, count: Int.random(in: 1...14, using: &generator)))
    }

    mutating func value(depth: Int) -> PropertyListValue {
        let containers = depth < 5 ? 2 : 0
        switch Int.random(in: 0..<(8 + containers), using: &generator) {
        case 0: return .bool(Bool.random(using: &generator))
        case 1: return integer()
        case 2: return .real(real())
        case 3, 4: return .string(string())
        case 5:
            return .data(
                Data(
                    (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                        UInt8.random(in: 0...255, using: &generator)
                    }))
        case 6: return .date(date())
        case 7: return .integer(Int64.random(in: -1000...1000, using: &generator))
        case 8: return .array((0..<Int.random(in: 0...5, using: &generator)).map { _ in value(depth: depth + 1) })
        default: return .dictionary(dictionary(depth: depth + 1, count: Int.random(in: 0...5, using: &generator)))
        }
    }

    private mutating func dictionary(depth: Int, count: Int) -> PropertyListDictionary {
        var members = PropertyListDictionary()
        for _ in 0..<count { members[key()] = value(depth: depth) }
        return members
    }

    /// Keys: often one of a few spellings of the same text up to normalisation, so that twins are common.
    private mutating func key() -> String {
        let twins = ["\u{E9}", "e\u{301}", "\u{212B}", "\u{C5}", "A\u{30A}", "\u{FEFF}k", "k", "", "ﬁ", "fi"]
        return Bool.random(using: &generator) ? twins.randomElement(using: &generator)! : string()
    }

    private mutating func string() -> String {
        var pieces = [
            "a", "Zeta", " ", "é", "e\u{301}", "\u{301}", "👍🏽", "🇫🇷", "\u{FEFF}", "日本語", "&<>\"'", "]]>", "\t", "\n",
            "\r",
            "\r\n", "\u{7F}", "\u{85}", "\u{D7FF}", "\u{E000}", String(Unicode.Scalar(0xFDD0)!), "\u{10FFFF}",
            "\u{1D11E}", "x&#13;",
        ]
        if !xml { pieces += ["\u{0}", "\u{7}", "\u{1F}", "\u{1B}", "\u{FFFE}", "\u{FFFF}", "\u{B}"] }
        return (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            .joined()
    }

    private mutating func integer() -> PropertyListValue {
        let edges: [PropertyListValue] = [
            .integer(.min), .integer(.min + 1), .integer(-1), .integer(0), .integer(1), .integer(255), .integer(256),
            .integer(65_535), .integer(65_536), .integer(4_294_967_295), .integer(4_294_967_296), .integer(.max),
            .unsignedInteger(1 << 63), .unsignedInteger(.max), .unsignedInteger(.max - 1),
        ]
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return .integer(Int64.random(in: .min ... .max, using: &generator))
        case 1: return .unsignedInteger(UInt64.random(in: (1 << 63) ... .max, using: &generator))
        default: return edges.randomElement(using: &generator)!
        }
    }

    private mutating func real() -> Double {
        let edges: [Double] = [
            0.1, 1.0 / 3, -0.0, 0, .leastNonzeroMagnitude, -.leastNormalMagnitude, .greatestFiniteMagnitude, 1e16,
            Double(1 << 53) + 2, 123_456_789.123_456_789, .infinity, -.infinity, .nan,
            Double(bitPattern: 0x000F_FFFF_FFFF_FFFF), 0.3, 2.0 / 3,
        ]
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            // A subnormal.
            return Double(
                bitPattern: UInt64.random(in: 1..<(1 << 52), using: &generator)
                    | (Bool.random(using: &generator) ? 1 << 63 : 0))
        case 1:
            let number = Double(bitPattern: UInt64.random(in: 0 ... .max, using: &generator))
            return number.isNaN ? 0.1 : number
        default: return edges.randomElement(using: &generator)!
        }
    }

    private mutating func date() -> Double {
        if !pythonDates && !xml && Bool.random(using: &generator) {
            return Double(bitPattern: UInt64.random(in: 0 ... .max, using: &generator))
        }
        let seconds = Double(Int64.random(in: -63_113_904_000..<252_423_993_600, using: &generator))
        return seconds + Double(Int.random(in: 0..<64, using: &generator)) / 64
    }
}

/// A text form of a value in which equal texts mean identical values: types, integers in decimal, reals as their
/// bits, strings as the hex of their UTF-8, dictionary members sorted by key bytes. The
/// Python side of the differential tests prints the same form.
enum PropertyListFingerprint {
    static func of(_ value: PropertyListValue, date: (Double) -> String) -> String {
        switch value {
        case .bool(let flag): flag ? "T" : "F"
        case .integer(let number): "i\(number);"
        case .unsignedInteger(let number): "i\(number);"
        case .real(let number): "r\(hex(number.bitPattern));"
        case .string(let text): "s\(hex(Array(text.utf8)));"
        case .data(let data): "d\(hex(Array(data)));"
        case .date(let seconds): date(seconds)
        case .uid(let number): "u\(number);"
        case .wideInteger(let number): "i\(number);"
        case .null: "N"
        case .set(let elements): "S" + elements.map { of($0, date: date) }.joined() + "]"
        case .array(let elements): "[" + elements.map { of($0, date: date) }.joined() + "]"
        case .dictionary(let members):
            "{"
                + members.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                .map { of(.string($0.key), date: date) + of($0.value, date: date) }.joined() + "}"
        }
    }

    /// Dates as whole microseconds since 2001, as Python's `datetime` holds them (exact for the dates
    /// ``RandomPropertyList`` makes for Python).
    static func dateMicroseconds(_ seconds: Double) -> String {
        let whole = seconds.rounded(.down)
        return "t\(Int(whole) * 1_000_000 + Int(((seconds - whole) * 1_000_000).rounded()));"
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        return String(decoding: text, as: UTF8.self)
    }
}
