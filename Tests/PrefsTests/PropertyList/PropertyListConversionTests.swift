import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// `PrefsValue` and `PropertyListValue` convert into each other exactly; what a `PrefsValue` cannot hold is reported
/// with where and why.
@Suite struct PropertyListConversionTests {
    @Test func prefsValuesConvertBothWaysExactly() throws {
        let values: [String: PrefsValue] = [
            "int": .array([.int(.min), .int(.max), .int(0)]),
            "double": .array([.double(-0.0), .double(0.1), .double(.leastNonzeroMagnitude)]),
            "date": .array([
                .date(Date(timeIntervalSinceReferenceDate: 0.1)), .date(Date(timeIntervalSince1970: -1e10)),
            ]),
            "text": .string("e\u{301} \u{FEFF} \r"), "data": .data(Data([0, 255])), "flag": .bool(false),
            "nested": .dictionary(["a": .dictionary(["b": .array([])]), "\u{E9}": .dictionary([:])]),
        ]
        let members = PropertyListDictionary(values)
        #expect(
            (members["int"], members["date"]) == (
                .array([.integer(.min), .integer(.max), .integer(0)]), .array([.date(0.1), .date(-1e10 - 978_307_200)])
            ))
        let split = members.prefsValues()
        #expect(split.values == values)
        #expect(split.verbatim.isEmpty && split.problems.isEmpty)
        #expect(try PropertyListValue.dictionary(members).prefsValue().get() == .dictionary(values))
    }

    @Test func unrepresentableValuesSayWhereAndWhy() {
        let value = dictionary(["a": .array([.integer(1), dictionary(["x": .unsignedInteger(.max)])])])
        guard case .failure(let problem) = value.prefsValue() else {
            Issue.record("converted")
            return
        }
        #expect(problem.path == #"["a"][1]["x"]"#)
        #expect("\(problem)" == #"at ["a"][1]["x"]: the integer 18446744073709551615, beyond Int"#)
        #expect(
            problem.reason(in: value)
                == #"a dictionary with, at ["a"][1]["x"], the integer 18446744073709551615, beyond Int"#)
    }

    @Test func threeSpellingsOfOneKeyAreAllKeptVerbatim() {
        let members = PropertyListDictionary([
            ("\u{212B}", .integer(1)), ("\u{C5}", .integer(2)), ("A\u{30A}", .integer(3)), ("other", .integer(4)),
        ])
        let split = members.prefsValues()
        #expect((split.values, split.verbatim.count, split.problems.count) == (["other": .int(4)], 3, 3))
        #expect(split.problems[0].reason.hasPrefix(#"the keys "Å" (U+212B) and "Å" (U+00C5) and "Å" (U+0041 U+030A)"#))
    }

    @Test func anASCIIKeyAndItsNonASCIITwinAreKeptVerbatim() {
        // U+212A KELVIN SIGN is canonically equivalent to "K".
        let members = PropertyListDictionary([("K", .integer(1)), ("\u{212A}", .integer(2)), ("k", .integer(3))])
        let split = members.prefsValues()
        #expect((split.values, split.verbatim.count) == (["k": .int(3)], 2))
    }

    @Test func xmlCanonicalFormKeepsWholeSecondsAndTheQuietNaN() {
        let value: PrefsValue = .array([.date(Date(timeIntervalSinceReferenceDate: -0.5)), .double(-0.0)])
        #expect(
            PropertyListFormat.xml.canonical(value)
                == .array([.date(Date(timeIntervalSinceReferenceDate: -1)), .double(-0.0)]))
        #expect(PropertyListFormat.binary.canonical(value) == value)
        let nan = Double(bitPattern: 0xFFF8_0000_0000_0123)
        guard case .double(let xml) = PropertyListFormat.xml.canonical(.double(nan)),
            case .double(let binary) = PropertyListFormat.binary.canonical(.double(nan))
        else {
            Issue.record("not a double")
            return
        }
        #expect((xml.bitPattern, binary.bitPattern) == (Double.nan.bitPattern, nan.bitPattern))
    }

    @Test func dictionaryMembersKeepTheirFirstPositionAndTheLastValue() {
        var members = PropertyListDictionary()
        for index in 0..<40 { members["k\(index % 20)"] = .integer(Int64(index)) }
        #expect(members.keys == (0..<20).map { "k\($0)" })
        #expect(members["k3"] == .integer(23))
        members["k3"] = nil
        #expect((members.count, members["k4"]) == (19, .integer(24)))
        #expect(members["k3"] == nil)
        members["k3"] = .bool(true)
        #expect(members.keys.last == "k3")
    }
}
