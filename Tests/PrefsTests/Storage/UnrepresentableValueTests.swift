import Foundation
import Prefs
import Synchronization
import Testing

@testable import PrefsCore

/// In every file storage, a value no preference type holds (a UID, an integer beyond `Int`, null, a set, a number
/// beyond `Double`, an unpaired surrogate in a string or a key) never makes the file unreadable: it reads as absent,
/// is reported once naming the key, the file and what it is, is listed with its kind and text, and every write of
/// another key puts it back exactly.
@Suite struct UnrepresentableValueTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    /// A file of `kind` with a readable `theme` and members no preference type holds, and what each is reported as.
    static func file(_ kind: FileKind) throws -> (bytes: [UInt8], kept: [String: (kind: String, reason: String)]) {
        switch kind {
        case .json:
            let text =
                #"{"big": 18446744073709551616, "theme": "dark", "\udfaa": 1, "none": null, "#
                + #""list": [1, "\ud800"], "nested": {"\udfaa": 2}, "wide": 1e400}"#
            return (
                Array(text.utf8),
                [
                    "big": ("integer", "the integer 18446744073709551616, beyond Int"),
                    #"\udfaa"#: (
                        "integer",
                        "a value (1) under a key no Swift string can hold (it has an unpaired surrogate escape)"
                    ),
                    "none": ("null", "null"), "wide": ("number", "the number 1e400, beyond Double"),
                    "list": ("array", "a value containing null"), "nested": ("dictionary", "a value containing null"),
                ]
            )
        case .xmlPlist:
            let members = PropertyListDictionary([
                ("big", .unsignedInteger(.max)), ("theme", .string("dark")), ("uid", .uid(7)),
                (
                    "archive",
                    dictionary(["$top": dictionary(["root": .uid(1)]), "$objects": .array([.string("$null")])])
                ),
            ])
            return (
                try PropertyListFormat.xml.write(members: members),
                [
                    "big": ("integer", "the integer 18446744073709551615, beyond Int"),
                    "uid": ("uid", "the UID 7 (a keyed-archive reference)"),
                    "archive": (
                        "dictionary", #"a dictionary with, at ["$top"]["root"], the UID 1 (a keyed-archive reference)"#
                    ),
                ]
            )
        case .binaryPlist:
            let members = PropertyListDictionary([
                ("big", .unsignedInteger(1 << 63)), ("theme", .string("dark")), ("uid", .uid(300)), ("none", .null),
                ("set", .set([.integer(1), .string("a")])), ("wide", .wideInteger(-(Int128(1) << 100))),
                ("list", .array([.integer(1), .null])),
            ])
            return (
                try PropertyListFormat.binary.write(members: members),
                [
                    "big": ("integer", "the integer 9223372036854775808, beyond Int"),
                    "uid": ("uid", "the UID 300 (a keyed-archive reference)"), "none": ("null", "null"),
                    "set": ("set", "a set"),
                    "wide": ("integer", "the integer -1267650600228229401496703205376, beyond Int"),
                    "list": ("array", "an array with, at [1], null"),
                ]
            )
        }
    }

    @Test(arguments: FileKind.allCases)
    func keptReportedOnceListedAndWrittenBackExactly(kind: FileKind) throws {
        let url = directory.file(kind.fileName)
        let (bytes, expected) = try Self.file(kind)
        try Data(bytes).write(to: url)
        let log = IssueLog()
        let storage = FilePrefsStorage(file: url, format: kind.format, issues: log.handler, watching: .off)
        #expect(storage.loadError == nil)
        #expect(storage.storageValues() == ["theme": .string("dark")])

        // Listed with kind and text, reported once each, naming key, file and what the value is.
        let kept = Dictionary(uniqueKeysWithValues: storage.keptMembers.map { ($0.key, $0) })
        #expect(Set(kept.keys) == Set(expected.keys))
        for (key, (kind, reason)) in expected {
            #expect(kept[key]?.kind == kind, "\(key)")
            #expect(kept[key]?.reason.hasPrefix(reason) == true, "\(key): \(kept[key]?.reason ?? "")")
            #expect(kept[key]?.text.isEmpty == false)
        }
        #expect(kept["uid"].map { $0.text.hasPrefix("UID(") } ?? true)
        #expect(log.recorded.count == expected.count, "\(log.recorded)")
        for issue in log.recorded {
            #expect(issue.outcome == .keptInFile)
            let key = try #require(issue.key)
            #expect(issue.description.hasPrefix("'\(key)' in \(url.path) holds \(expected[key]?.reason ?? "?")"))
            #expect(
                issue.description.hasSuffix(
                    "which no preference type holds; it is kept in the file unchanged; it reads as absent"))
        }

        // A write of another key, then a reload and a reopen: nothing reported again, everything kept exactly.
        try storage.write("light", forKey: "theme")
        try storage.write(3, forKey: "tabWidth")
        try storage.reload()
        #expect(log.recorded.count == expected.count, "\(log.recorded.map(\.description))")
        let rewritten = try [UInt8](Data(contentsOf: url))
        try Self.expectSameMembers(kind: kind, before: bytes, after: rewritten, changed: ["theme", "tabWidth"])
        let reopened = FilePrefsStorage(file: url, format: kind.format, issues: IssueLog().handler, watching: .off)
        #expect(reopened.loadError == nil)
        #expect(
            (reopened.storageValues(), reopened.keptMembers) == (
                ["theme": .string("light"), "tabWidth": .int(3)], storage.keptMembers
            ))
    }

    /// Every member of `before` but `changed` is in `after` exactly: as a property-list value (bit for bit), or as
    /// JSON source text.
    static func expectSameMembers(kind: FileKind, before: [UInt8], after: [UInt8], changed: Set<String>) throws {
        if kind == .json {
            let text = String(decoding: after, as: UTF8.self)
            for member in [
                #""big": 18446744073709551616"#, #""\udfaa": 1"#, #""none": null"#, #""list": [1, "\ud800"]"#,
                #""nested": {"\udfaa": 2}"#, #""wide": 1e400"#, #""theme": "light""#,
            ] {
                #expect(text.contains(member), "\(member) in \(text)")
            }
            return
        }
        let old = try PropertyListFormat.read(before).members()
        let new = try PropertyListFormat.read(after).members()
        for member in old.members where !changed.contains(member.key) {
            #expect(new[member.key] == member.value, "\(member.key)")
        }
        #expect(new.count == old.count + changed.filter { old[$0] == nil }.count)
    }

    @Test func jsonKeysWithLoneSurrogatesStayApartAndExact() throws {
        let url = directory.file("prefs.json")
        // Two lone surrogates, a real U+FFFD key (what both would be read as), and one key spelled twice (the last
        // wins, as in Python).
        let text = #"{"\udfaa": 1, "\udfab": 2, "\ufffd": 3, "\uDFAA": 4, "x": "\udcff"}"#
        try write(text, to: url)
        let storage = JSONFilePrefsStorage(file: url, issues: IssueLog().handler, watching: .off)
        #expect(storage.storageValues() == ["\u{FFFD}": .int(3)])
        #expect(storage.keptMembers.map(\.key).sorted() == [#"\uDFAA"#, #"\udfab"#, "x"])
        try storage.write(5, forKey: "\u{FFFD}")
        let rewritten = try String(contentsOf: url, encoding: .utf8)
        #expect(rewritten.contains(#""\uDFAA": 4"#))
        #expect(!rewritten.contains(#""\udfaa": 1"#))
        #expect(rewritten.contains(#""\udfab": 2"#))
        #expect(rewritten.contains("\"\u{FFFD}\": 5"))
        #expect(rewritten.contains(#""x": "\udcff""#))
        // Python reads the same keys, surrogates included.
        let keys = try runPython(
            "import json,sys; print(sorted(hex(ord(k[0])) for k in json.load(open(sys.argv[1]))))", [url.path])
        #expect(keys.trimmingCharacters(in: .whitespacesAndNewlines) == "['0x78', '0xdfaa', '0xdfab', '0xfffd']")
    }
    /// A member another writer adds is reported once, when a write merges it, after the storage's lock is released:
    /// the issue handler may read the storage.
    @Test func aMemberAnotherWriterAddsIsReportedOnceByTheWriteThatMergesIt() throws {
        let url = directory.file("prefs.plist")
        let reader = StorageReader()
        let storage = PListFilePrefsStorage(file: url, format: .binary, issues: reader.handler, watching: .off)
        reader.storage.withLock { $0 = storage }
        try storage.write(1, forKey: "a")
        let other = PropertyListDictionary([("a", .integer(1)), ("uid", .uid(5))])
        try Data(PropertyListFormat.binary.write(members: other)).write(to: url)
        try storage.write(2, forKey: "b")
        #expect(reader.seen.withLock { $0 } == ["uid: [\"a\", \"b\"]"])
        try storage.write(3, forKey: "b")
        try storage.reload()
        #expect((reader.seen.withLock { $0 }.count, storage.keptMembers.map(\.key)) == (1, ["uid"]))
        #expect(try PropertyListFormat.read([UInt8](Data(contentsOf: url))).members()["uid"] == .uid(5))
    }
}

/// An issue handler that reads the storage it reports for, as an app's handler may.
private final class StorageReader: Sendable {
    let storage = Mutex<FilePrefsStorage?>(nil)
    let seen = Mutex<[String]>([])

    var handler: PrefsIssueHandler {
        PrefsIssueHandler { [self] issue in
            let keys = storage.withLock { $0 }?.storageValues().keys.sorted() ?? []
            seen.withLock { $0.append("\(issue.key ?? ""): \(keys)") }
        }
    }
}
