import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// The XML writer writes what `PrefsPropertyListWriter` wrote, byte for byte, for every value that writer handled
/// (so existing files do not churn), keeps the range of each top-level member for incremental rewrites, and refuses
/// what XML cannot hold, naming the key.
@Suite struct PropertyListXMLWriterTests {
    static let dates: [Date] = [
        Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1), Date(timeIntervalSince1970: 951_782_400),
        Date(timeIntervalSince1970: -2_203_891_200), Date(timeIntervalSince1970: 1_700_000_000),
        Date(timeIntervalSince1970: -62_135_596_800), Date(timeIntervalSince1970: 253_402_300_799),
    ]

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
        "k<&>": .int(3), "dates": .array(Self.dates.map(PrefsValue.date)),
        "fraction": .date(Date(timeIntervalSince1970: 1_700_000_000.75)), "日本": .string("語"), "Zeta": .int(0),
        "section1.item2": .int(1), "section10.item2": .int(2), "": .bool(true),
    ]

    /// The bytes Prefs' previous XML writer wrote for ``sample`` (base64), so that files it wrote are rewritten
    /// unchanged.
    static let previousWriterBytes = Data(
        base64Encoded: [
            "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiPz4KPCFET0NUWVBFIHBsaXN0IFBVQkxJQyAiLS8vQXBwbGUvL0RU",
            "RCBQTElTVCAxLjAvL0VOIiAiaHR0cDovL3d3dy5hcHBsZS5jb20vRFREcy9Qcm9wZXJ0eUxpc3QtMS4wLmR0ZCI+CjxwbGlzdCB2",
            "ZXJzaW9uPSIxLjAiPgo8ZGljdD4KCTxrZXk+PC9rZXk+Cgk8dHJ1ZS8+Cgk8a2V5PlpldGE8L2tleT4KCTxpbnRlZ2VyPjA8L2lu",
            "dGVnZXI+Cgk8a2V5PmJsb2I8L2tleT4KCTxkYXRhPgoJQUFFQy92OD0KCTwvZGF0YT4KCTxrZXk+ZGF0ZXM8L2tleT4KCTxhcnJh",
            "eT4KCQk8ZGF0ZT4xOTcwLTAxLTAxVDAwOjAwOjAwWjwvZGF0ZT4KCQk8ZGF0ZT4xOTY5LTEyLTMxVDIzOjU5OjU5WjwvZGF0ZT4K",
            "CQk8ZGF0ZT4yMDAwLTAyLTI5VDAwOjAwOjAwWjwvZGF0ZT4KCQk8ZGF0ZT4xOTAwLTAzLTAxVDAwOjAwOjAwWjwvZGF0ZT4KCQk8",
            "ZGF0ZT4yMDIzLTExLTE0VDIyOjEzOjIwWjwvZGF0ZT4KCQk8ZGF0ZT4wMDAxLTAxLTAxVDAwOjAwOjAwWjwvZGF0ZT4KCQk8ZGF0",
            "ZT45OTk5LTEyLTMxVDIzOjU5OjU5WjwvZGF0ZT4KCTwvYXJyYXk+Cgk8a2V5PmVtcHR5PC9rZXk+Cgk8c3RyaW5nPjwvc3RyaW5n",
            "PgoJPGtleT5mbGFnczwva2V5PgoJPGFycmF5PgoJCTx0cnVlLz4KCQk8ZmFsc2UvPgoJPC9hcnJheT4KCTxrZXk+ZnJhY3Rpb248",
            "L2tleT4KCTxkYXRlPjIwMjMtMTEtMTRUMjI6MTM6MjBaPC9kYXRlPgoJPGtleT5pbnQ8L2tleT4KCTxhcnJheT4KCQk8aW50ZWdl",
            "cj4tOTIyMzM3MjAzNjg1NDc3NTgwODwvaW50ZWdlcj4KCQk8aW50ZWdlcj45MjIzMzcyMDM2ODU0Nzc1ODA3PC9pbnRlZ2VyPgoJ",
            "CTxpbnRlZ2VyPjA8L2ludGVnZXI+CgkJPGludGVnZXI+LTc8L2ludGVnZXI+Cgk8L2FycmF5PgoJPGtleT5rJmx0OyZhbXA7Jmd0",
            "Ozwva2V5PgoJPGludGVnZXI+MzwvaW50ZWdlcj4KCTxrZXk+bmVzdGVkPC9rZXk+Cgk8ZGljdD4KCQk8a2V5PmEgJmFtcDsgYjwv",
            "a2V5PgoJCTxhcnJheS8+CgkJPGtleT5tPC9rZXk+CgkJPGRpY3QvPgoJCTxrZXk+ejwva2V5PgoJCTxpbnRlZ2VyPjE8L2ludGVn",
            "ZXI+CgkJPGtleT7DqTwva2V5PgoJCTxkaWN0PgoJCQk8a2V5Png8L2tleT4KCQkJPGludGVnZXI+MTwvaW50ZWdlcj4KCQk8L2Rp",
            "Y3Q+Cgk8L2RpY3Q+Cgk8a2V5Pm5vdGhpbmc8L2tleT4KCTxkYXRhPgoJCgk8L2RhdGE+Cgk8a2V5PnJlYWw8L2tleT4KCTxhcnJh",
            "eT4KCQk8cmVhbD4wLjEwMDAwMDAwMDAwMDAwMDAxPC9yZWFsPgoJCTxyZWFsPi0wPC9yZWFsPgoJCTxyZWFsPjA8L3JlYWw+CgkJ",
            "PHJlYWw+MTwvcmVhbD4KCQk8cmVhbD40Ljk0MDY1NjQ1ODQxMjQ2NTRlLTMyNDwvcmVhbD4KCQk8cmVhbD4xLjc5NzY5MzEzNDg2",
            "MjMxNTdlKzMwODwvcmVhbD4KCQk8cmVhbD4tMWUtMzAwPC9yZWFsPgoJCTxyZWFsPjFlKzIwPC9yZWFsPgoJCTxyZWFsPitpbmZp",
            "bml0eTwvcmVhbD4KCQk8cmVhbD4taW5maW5pdHk8L3JlYWw+Cgk8L2FycmF5PgoJPGtleT5zZWN0aW9uMS5pdGVtMjwva2V5PgoJ",
            "PGludGVnZXI+MTwvaW50ZWdlcj4KCTxrZXk+c2VjdGlvbjEwLml0ZW0yPC9rZXk+Cgk8aW50ZWdlcj4yPC9pbnRlZ2VyPgoJPGtl",
            "eT50ZXh0PC9rZXk+Cgk8c3RyaW5nPmEgJmFtcDsgYiAmbHQ7IGMgJmd0OyBkICJlIiAnZicKCWcgXV0mZ3Q7IPCfjokgw6kgZcyB",
            "PC9zdHJpbmc+Cgk8a2V5PuaXpeacrDwva2V5PgoJPHN0cmluZz7oqp48L3N0cmluZz4KPC9kaWN0Pgo8L3BsaXN0Pgo=",
        ].joined())!

    @Test func writesTheBytesOfThePreviousWriter() throws {
        let ours = try PropertyListXMLWriter.document(members: PropertyListDictionary(Self.sample))
        #expect((Data(ours.bytes), ours.layout.keys.count) == (Self.previousWriterBytes, Self.sample.count))
        #expect(
            try PropertyListFormat.xml.write(members: PropertyListDictionary([:]))
                == [UInt8](
                    Data(
                        base64Encoded:
                            "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiPz4KPCFET0NUWVBFIHBsaXN0IFBVQkxJQyAiLS8vQXBwbGUvL0RURCBQTElTVCAxLjAvL0VOIiAiaHR0cDovL3d3dy5hcHBsZS5jb20vRFREcy9Qcm9wZXJ0eUxpc3QtMS4wLmR0ZCI+CjxwbGlzdCB2ZXJzaW9uPSIxLjAiPgo8ZGljdC8+CjwvcGxpc3Q+Cg=="
                    )!))
    }

    /// Foundation's reader takes what the writer writes (Python's does too: see the differential tests).
    @Test func foundationReadsWhatItWrites() throws {
        let bytes = try PropertyListFormat.xml.write(members: PropertyListDictionary(Self.sample))
        let read = try #require(
            try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any])
        #expect(
            (Set(read.keys), read["int"] as? [Int], read["text"] as? String, read["blob"] as? Data) == (
                Set(Self.sample.keys), [.min, .max, 0, -7], "a & b < c > d \"e\" 'f'\n\tg ]]> 🎉 é e\u{301}",
                Data([0, 1, 2, 254, 255])
            ))
    }

    @Test func whatItWritesReadsBackAsTheValuesWithWholeSecondDates() throws {
        let bytes = try PropertyListFormat.xml.write(members: PropertyListDictionary(Self.sample))
        let split = try PropertyListFormat.read(bytes).members().prefsValues()
        #expect(
            (split.verbatim.isEmpty, split.values, split.values["fraction"]) == (
                true, Self.sample.mapValues(PropertyListFormat.xml.canonical),
                .date(Date(timeIntervalSince1970: 1_700_000_000))
            ))
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
            #expect((document.bytes, document.layout) == (full.bytes, full.layout))
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
        ExactKey.sort(&sorted)
        // `String` order, with the two spellings of "é" (equal to `String`) in scalar order: U+0065 before U+00E9.
        let expected = keys.filter { !ExactKey.equal($0, "\u{E9}") }.sorted().flatMap {
            ExactKey.equal($0, "e\u{301}") ? ["e\u{301}", "\u{E9}"] : [$0]
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
        #expect(
            (
                String(decoding: bytes, as: UTF8.self).contains("<date>0001-01-01T00:00:00Z</date>"),
                String(decoding: bytes, as: UTF8.self).contains("<date>9999-12-31T23:59:59Z</date>")
            ) == (true, true))
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
        #expect((key, reason.contains("nests containers deeper than 512 levels")) == ("deep", true))
        let bytes = try format.write(members: PropertyListDictionary([("deep", nested(511))]))
        #expect(try PropertyListFormat.read(bytes).members()["deep"] == nested(511))
    }
}
