import Foundation
import Testing

@testable import Prefs

/// Prefs writes XML property lists itself (so that a write to a large file re-encodes only what changed); what it
/// writes must read back through `PropertyListSerialization` exactly as the values were.
@Suite struct PropertyListWriterTests {
    static let dates: [Date] = [
        Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1), Date(timeIntervalSince1970: 951_782_400),
        Date(timeIntervalSince1970: -2_203_891_200), Date(timeIntervalSince1970: 1_700_000_000),
        Date(timeIntervalSince1970: -62_135_596_800), Date(timeIntervalSince1970: 253_402_300_799),
    ]

    @Test func everyValueReadsBackThroughPropertyListSerialization() throws {
        var values: [String: PrefsValue] = [
            "real": .array(
                [
                    0.1, -0.0, 0.0, 1, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -1e-300, 1e20, .infinity,
                    -.infinity,
                ].map(PrefsValue.double)),
            "int": .array([.int(.min), .int(.max), .int(0), .int(-7)]),
            "text": .string("a & b < c > d \"e\" 'f'\n\tg ]]> 🎉 é"),
            "empty": .string(""),
            "flags": .array([.bool(true), .bool(false)]),
            "blob": .data(Data([0, 1, 2, 254, 255])),
            "nothing": .data(Data()),
            "nested": .dictionary(["z": .int(1), "a & b": .array([]), "m": .dictionary([:])]),
            "k<&>": .int(3),
        ]
        for (index, date) in Self.dates.enumerated() { values["date\(index)"] = .date(date) }
        #expect(values.allSatisfy(PrefsPropertyListWriter.canWrite))

        let bytes = PrefsPropertyListWriter.document(values: values).bytes
        let read = try PrefsPropertyList.values(from: bytes)
        #expect(read == values)
        let real = try #require(read["real"].flatMap([Double].init(prefsValue:)))
        #expect(real[1].sign == .minus)
    }

    @Test func datesAreWrittenInUTCToTheSecond() {
        #expect(PrefsPropertyListWriter.dateText(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(PrefsPropertyListWriter.dateText(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59Z")
        #expect(PrefsPropertyListWriter.dateText(Date(timeIntervalSince1970: 951_868_799)) == "2000-02-29T23:59:59Z")
        #expect(
            PrefsPropertyListWriter.dateText(Date(timeIntervalSince1970: -62_135_596_800)) == "0001-01-01T00:00:00Z")
        #expect(
            PrefsPropertyListWriter.dateText(Date(timeIntervalSince1970: 253_402_300_799)) == "9999-12-31T23:59:59Z")
    }

    @Test func valuesXMLCannotCarryAreLeftToPropertyListSerialization() throws {
        #expect(!PrefsPropertyListWriter.canWrite(key: "a", .string("bell \u{7}")))
        #expect(!PrefsPropertyListWriter.canWrite(key: "a", .string("return \r")))
        #expect(!PrefsPropertyListWriter.canWrite(key: "a", .array([.string("\u{FFFE}")])))
        #expect(!PrefsPropertyListWriter.canWrite(key: "\u{1}", .int(1)))
        #expect(!PrefsPropertyListWriter.canWrite(key: "a", .date(Date(timeIntervalSince1970: -62_135_596_801))))
        // The file is still written, by PropertyListSerialization.
        let values: [String: PrefsValue] = ["a": .string("bell \u{7}"), "b": .int(2)]
        #expect(try PrefsPropertyList.values(from: PrefsPropertyList.data(from: values, format: .xml)) == values)
    }
}
