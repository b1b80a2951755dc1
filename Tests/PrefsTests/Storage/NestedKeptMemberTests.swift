import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// Under `keys: .nestedPaths`, a section holding a value no preference type holds (a JSON `null`, a number beyond
/// `Int` or `Double`, a property list's UID, set or 16-byte integer) is written into like any other: each such value
/// stays exactly as it was, in place, and the rest of the file byte for byte.
@Suite struct NestedKeptMemberTests {
    let directory = TemporaryDirectory()

    static let json = #"""
        {
          "editor": {
            "fontSize": 12,
            "rulers": null,
            "tabs": {
              "big": 123456789012345678901234567890,
              "none": null,
              "size": 4,
              "wide": 1e400
            }
          },
          "proxy": {
            "host": null
          },
          "sync": {
            "interval": 5,
            "lone": "\udcff",
            "proxy": null
          },
          "theme": "dark",
          "twins": {
            "cafe\#u{301}": 1,
            "caf\#u{e9}": 2,
            "n": 1,
            "\udcfe": 1,
            "\udcff": 2
          }
        }

        """#

    /// A batch of writes, and the lines of the file it changes (`old` → `new`).
    struct Write: Sendable, CustomTestStringConvertible {
        var values: [String: PrefsValue?]
        var edits: [(old: String, new: String)]
        var testDescription: String { values.keys.sorted().joined(separator: ", ") }
    }

    static let writes: [Write] = [
        Write(values: ["editor.fontSize": .int(14)], edits: [("\"fontSize\": 12", "\"fontSize\": 14")]),
        Write(
            values: ["editor.tabs.size": .int(8), "editor.tabs.kind": .string("soft"), "sync.interval": nil],
            edits: [
                (
                    "\"big\": 123456789012345678901234567890,\n",
                    "\"big\": 123456789012345678901234567890,\n"
                        + "      \"kind\": \"soft\",\n"
                ),
                ("\"size\": 4", "\"size\": 8"), ("    \"interval\": 5,\n", ""),
            ]),
        Write(
            values: ["sync.proxy": .string("http://p.test")],
            edits: [("\"proxy\": null\n  }", "\"proxy\": \"http://p.test\"\n  }")]),
        Write(
            values: ["sync.proxy.host": .string("h.test"), "proxy.port": .int(8080)],
            edits: [
                ("\"proxy\": null\n  }", "\"proxy\": {\n      \"host\": \"h.test\"\n    }\n  }"),
                ("\"host\": null\n", "\"host\": null,\n    \"port\": 8080\n"),
            ]),
        // The section's only kept value is written: it is an ordinary object again.
        Write(values: ["proxy.host": .string("h.test")], edits: [("\"host\": null\n", "\"host\": \"h.test\"\n")]),
        // Beside names that differ only in normalisation, and keys with unpaired surrogates, in their order.
        Write(values: ["twins.n": .int(2)], edits: [("\"n\": 1,", "\"n\": 2,")]),
        Write(
            values: ["editor.fontSize": nil, "editor.tabs.size": nil],
            edits: [("    \"fontSize\": 12,\n", ""), ("      \"size\": 4,\n", "")]),
    ]

    @Test(arguments: writes) func aWriteInsideASectionKeepsEveryValueNoTypeHolds(_ write: Write) throws {
        let file = directory.file("settings.json")
        try Data(Self.json.utf8).write(to: file)
        let storage = JSONFilePrefsStorage(
            file: file, issues: PrefsIssueHandler { _ in }, watching: .off, keys: .nestedPaths)
        try storage.modify { transaction in
            for (key, value) in write.values { transaction[key] = value }
        }
        var expected = Self.json
        for edit in write.edits { expected = expected.replacingOccurrences(of: edit.old, with: edit.new) }
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == expected, "\(written)")
    }

    @Test func aPathThroughAValueOtherThanNullOrAnObjectHoldingOneIsRefusedAndWritesNothing() throws {
        let file = directory.file("settings.json")
        try Data(Self.json.utf8).write(to: file)
        let storage = JSONFilePrefsStorage(
            file: file, issues: PrefsIssueHandler { _ in }, watching: .off, keys: .nestedPaths)
        let prefs = NestedSyncPrefs(storage)
        var messages: [String] = []
        let refused: [(String, PrefsValue)] = [
            ("editor.tabs.wide.x", .int(1)), ("editor.tabs", .int(5)), ("proxy", .int(5)), ("twins.caf\u{e9}", .int(3)),
        ]
        for (key, value) in refused {
            do { try storage.modify { $0[key] = value } } catch { messages.append("\(error)") }
        }
        do { try prefs.setValue(.int(0), forKey: "sync.interval") } catch { messages.append("\(error)") }
        #expect(
            messages == [
                "\(file.path): 'editor.tabs.wide.x' cannot be written: 'editor.tabs.wide' holds the number 1e400, "
                    + "beyond Double, a value where this path needs an object",
                "\(file.path): 'editor.tabs' cannot be written: it is an object in the file, holding "
                    + "'editor.tabs.size', and 5 is not an object; set the paths of its members instead",
                "\(file.path): 'proxy' cannot be written: it is an object in the file, holding 'proxy.host', and 5 is "
                    + "not an object; set the paths of its members instead",
                "\(file.path): 'twins.caf\u{e9}' cannot be written: 'twins' holds several members whose names differ "
                    + "from 'caf\u{e9}' only in Unicode normalisation; edit the file to keep one",
                "'sync.interval': 0 is not allowed; expected 1...3600",
            ])
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.json)
    }

    /// A value removed that another process has since made a `null` in the file: the null goes with it, and its
    /// section, emptied, too.
    @Test func aRemovedValueAnotherProcessMadeNullIsRemovedWithItsSection() throws {
        let file = directory.file("settings.json")
        try Data(#"{"proxy": {"host": "h.test"}, "theme": "dark"}"#.utf8).write(to: file)
        let storage = JSONFilePrefsStorage(
            file: file, issues: PrefsIssueHandler { _ in }, watching: .off, keys: .nestedPaths)
        #expect(storage.storageValue(forKey: "proxy.host") == .string("h.test"))
        try Data(#"{"proxy": {"host": null}, "theme": "dark"}"#.utf8).write(to: file)
        try storage.modify { $0["proxy.host"] = nil }
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\n  \"theme\": \"dark\"\n}\n")
    }

    @Test func aCorruptNestedFileIsKeptAside() throws {
        let file = directory.file("settings.json")
        let corrupt = #"{"sync": {"interval": 5, "proxy": null,}"#
        try Data(corrupt.utf8).write(to: file)
        let storage = JSONFilePrefsStorage(
            file: file, issues: PrefsIssueHandler { _ in }, watching: .off, keys: .nestedPaths)
        storage.setValue(forKey: "sync.interval", to: 9)
        let moved = try #require(storage.loadError?.movedTo)
        #expect(
            [try String(contentsOf: moved, encoding: .utf8), try String(contentsOf: file, encoding: .utf8)] == [
                corrupt, "{\n  \"sync\": {\n    \"interval\": 9\n  }\n}\n",
            ])
    }

    /// A property list's section keeps its null, UID, set and integers beyond `Int` (binary) or its UID and
    /// integer beyond `Int` (XML) through writes beside them, and a path through a null makes it a dictionary.
    @Test(arguments: [PropertyListFormat.binary, .xml]) func aPropertyListSectionKeepsItsValues(
        _ format: PropertyListFormat
    ) throws {
        let file = directory.file("settings.plist")
        var section = PropertyListDictionary([
            ("big", .unsignedInteger(.max)), ("interval", .integer(5)), ("old", .bool(true)), ("uid", .uid(3)),
        ])
        if format == .binary {
            section["none"] = .null
            section["set"] = .set([.integer(1)])
            section["wide"] = .wideInteger(Int128(UInt64.max) * 4)
        }
        let top = PropertyListDictionary([("sync", .dictionary(section)), ("theme", .string("dark"))])
        try Data(format.write(members: top)).write(to: file)
        let storage = PListFilePrefsStorage(
            file: file, format: format == .binary ? .binary : .xml, issues: PrefsIssueHandler { _ in },
            watching: .off, keys: .nestedPaths)
        storage.setValue(forKey: "sync.interval", to: 9)  // the second write patches the file Prefs wrote
        try storage.modifyExclusively { transaction in  // as a migration writes
            transaction["sync.new"] = .string("x")
            transaction["sync.old"] = nil
            if format == .binary { transaction["sync.none.host"] = .string("h") }
        }
        section["interval"] = .integer(9)
        section["new"] = .string("x")
        section["old"] = nil
        if format == .binary { section["none"] = .dictionary(PropertyListDictionary([("host", .string("h"))])) }
        let written = try PropertyListFormat.read(Array(try Data(contentsOf: file))).members()
        #expect(written == PropertyListDictionary([("sync", .dictionary(section)), ("theme", .string("dark"))]))
    }
}
