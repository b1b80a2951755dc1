import Foundation
import Testing

@testable import Prefs

/// The XML writer writes what `PrefsPropertyListWriter` wrote, byte for byte, for every value that writer handled
/// (so existing files do not churn), keeps the range of each top-level member for incremental rewrites, and refuses
/// what XML cannot hold, naming the key.
@Suite struct PropertyListXMLWriterTests {
    static let sample: [String: PrefsValue] = [
        "real": .array(
            [0.1, -0.0, 0.0, 1, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -1e-300, 1e20, .infinity, -.infinity]
                .map(PrefsValue.double)),
        "int": .array([.int(.min), .int(.max), .int(0), .int(-7)]),
        "text": .string("a & b < c > d \"e\" 'f'\n\tg ]]> 🎉 é e\u{301}"), "empty": .string(""),
        "flags": .array([.bool(true), .bool(false)]), "blob": .data(Data([0, 1, 2, 254, 255])),
        "nothing": .data(Data()),
        "nested": .dictionary([
            "z": .int(1), "a & b": .array([]), "m": .dictionary([:]), "é": .dictionary(["x": .int(1)]),
        ]),
        "k<&>": .int(3), "dates": .array(PropertyListWriterTests.dates.map(PrefsValue.date)),
        "fraction": .date(Date(timeIntervalSince1970: 1_700_000_000.75)), "日本": .string("語"), "Zeta": .int(0),
        "section1.item2": .int(1), "section10.item2": .int(2), "": .bool(true),
    ]

    @Test func writesTheBytesOfThePreviousWriter() throws {
        let previous = PrefsPropertyListWriter.document(values: Self.sample)
        let ours = try PropertyListXMLWriter.document(members: PropertyListDictionary(Self.sample))
        #expect(ours.bytes == previous.bytes)
        #expect(ours.layout.keys == previous.layout.keys)
        #expect(ours.layout.ranges == previous.layout.ranges)
        #expect(
            try PropertyListFormat.xml.write(members: PropertyListDictionary([:]))
                == PrefsPropertyListWriter.document(values: [:]).bytes)
    }

    @Test func whatItWritesReadsBackAsTheValuesWithWholeSecondDates() throws {
        let bytes = try PropertyListFormat.xml.write(members: PropertyListDictionary(Self.sample))
        let split = try PropertyListFormat.read(bytes).members().prefsValues()
        #expect(split.verbatim.isEmpty)
        #expect(split.values == Self.sample.mapValues(PropertyListFormat.xml.canonical))
        #expect(split.values["fraction"] == .date(Date(timeIntervalSince1970: 1_700_000_000)))
    }

    @Test func updatingGivesTheBytesOfAFullWrite() throws {
        var members = PropertyListDictionary()
        for index in 0..<50 { members["key\(index)"] = index % 2 == 0 ? .integer(Int64(index)) : .string("v\(index)") }
        var document = try PropertyListXMLWriter.document(members: members)
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        let steps: [[(String, PropertyListValue?)]] = [
            [("key10", .integer(-1))], [("key7", nil), ("key8", nil)], [("a", .bool(true)), ("zz", .real(0.5))],
            [(composed, .integer(1))], [(decomposed, .integer(2))], [(composed, .string("changed"))],
            [("key12", .string("changed")), ("key13", nil), ("key130", .integer(130))], [(composed, nil)],
            [("key0", nil), ("zz", nil), (decomposed, nil)],
        ]
        for step in steps {
            for (key, value) in step { members[key] = value }
            document = try PropertyListXMLWriter.updating(
                document.bytes, layout: document.layout, keys: step.map(\.0), members: members)
            let full = try PropertyListXMLWriter.document(members: members)
            #expect(document.bytes == full.bytes)
            #expect(document.layout == full.layout)
            #expect(try PropertyListFormat.read(document.bytes).root == .dictionary(members))
        }
        document = try PropertyListXMLWriter.updating(
            document.bytes, layout: document.layout, keys: document.layout.keys, members: PropertyListDictionary())
        #expect(document.bytes == (try PropertyListXMLWriter.document(members: PropertyListDictionary())).bytes)
    }

    @Test func anUpdateThatCannotBeWrittenThrowsNamingTheKey() throws {
        let members = PropertyListDictionary([("a", .integer(1))])
        let document = try PropertyListXMLWriter.document(members: members)
        var changed = members
        changed["b"] = .string("\u{0}")
        let error = #expect(throws: PropertyListError.self) {
            try PropertyListXMLWriter.updating(document.bytes, layout: document.layout, keys: ["b"], members: changed)
        }
        guard case .unwritable(let key, _) = error else { return }
        #expect(key == "b")
    }

    @Test func keysAreSortedInStringOrderThenByScalars() throws {
        let keys = [
            "b", "a", "", "section10.item2", "section1.item20", "Zeta", "\u{E9}", "e\u{301}x", "ea", "日本", "z", "aa",
            "a.b", "a-b", "section1.item2", "e\u{301}", "\u{1F600}", "\u{FFFD}",
        ]
        var sorted = keys
        PropertyListKey.sort(&sorted)
        // `String` order, with the two spellings of "é" (equal to `String`) in scalar order: U+0065 before U+00E9.
        let expected = keys.filter { !PropertyListKey.equal($0, "\u{E9}") }.sorted().flatMap {
            PropertyListKey.equal($0, "e\u{301}") ? ["e\u{301}", "\u{E9}"] : [$0]
        }
        #expect(sorted.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
    }

    @Test(arguments: [
        (-63_113_904_001.0, "(-63113904001.0 seconds from 2001-01-01) is outside the years 1 to 9999"),
        (252_423_993_600.0, "(252423993600.0 seconds from 2001-01-01) is outside the years 1 to 9999"),
        (.nan, "(nan seconds from 2001-01-01) is outside the years 1 to 9999"),
    ])
    func datesOutsideTheYears1To9999AreRefused(seconds: Double, problem: String) throws {
        let error = #expect(throws: PropertyListError.self) {
            try PropertyListFormat.xml.write(members: PropertyListDictionary([("when", .array([.date(seconds)]))]))
        }
        #expect(
            error
                == .unwritable(
                    key: "when",
                    reason:
                        "the date at [0] \(problem) that XML property lists hold; use a binary property list or a JSON file"
                ))
        // The edges themselves are written.
        let edges = PropertyListValue.array([.date(-63_113_904_000), .date(252_423_993_599.5)])
        let bytes = try PropertyListFormat.xml.write(edges)
        #expect(String(decoding: bytes, as: UTF8.self).contains("<date>0001-01-01T00:00:00Z</date>"))
        #expect(String(decoding: bytes, as: UTF8.self).contains("<date>9999-12-31T23:59:59Z</date>"))
    }

    @Test(arguments: [PropertyListFormat.xml, .binary])
    func nestingDeeperThanReadersAcceptIsRefused(format: PropertyListFormat) throws {
        func nested(_ depth: Int) -> PropertyListValue {
            (0..<depth).reduce(PropertyListValue.bool(true)) { inner, _ in .array([inner]) }
        }
        // The top-level dictionary is the first level.
        #expect(throws: Never.self) { try format.write(members: PropertyListDictionary([("deep", nested(511))])) }
        let error = #expect(throws: PropertyListError.self) {
            try format.write(members: PropertyListDictionary([("deep", nested(512))]))
        }
        guard case .unwritable(let key, let reason) = error else { return }
        #expect(key == "deep")
        #expect(reason.contains("nests containers deeper than 512 levels"))
        let bytes = try format.write(members: PropertyListDictionary([("deep", nested(511))]))
        #expect(try PropertyListFormat.read(bytes).members()["deep"] == nested(511))
    }
}
