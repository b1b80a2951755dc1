import Foundation
import Prefs
import Testing

/// `search` and `schema`: ranked results with paths, a tree read from a file, and the schema's JSON document.
@Suite struct CommandLineSettingsTests {
    /// A new sandbox for every test: Swift Testing makes a new suite value per test.
    let sandbox = DemoSandbox()

    /// The results of `search arguments… --json`.
    private func results(_ arguments: String...) throws -> [[String: Any]] {
        let run = try sandbox.run(["search"] + arguments + ["--json"])
        return try #require(try run.json()["results"] as? [[String: Any]], "\(run)")
    }

    @Test func searchRanksResultsAndShowsTheirPaths() throws {
        let run = try sandbox.run(["search", "font"])
        #expect(
            run.output.split(separator: "\n").first?.split(separator: " ").map(String.init) == [
                "1.", "Font", "Size", "Appearance", "›", "Text", "ui.fontSize",
            ], "\(run)")
    }

    @Test func searchJSONHasTheDocumentedShapeBestFirst() throws {
        let document = try sandbox.run(["search", "notifcations", "--json"]).json()
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(document["query"] as? String == "notifcations")
        #expect(
            results.first?.jsonText("id", "kind", "key") == #"{"id":"notifications","kind":"group"}"#,
            "groups have no key")
        let pref = try #require(results.first { $0["kind"] as? String == "pref" })
        #expect(
            (Set(pref.keys), pref["path"] as? [String]) == (
                ["id", "kind", "key", "title", "path", "score", "matches"], ["Notifications & Sounds"]
            ))
        let scores = results.compactMap { $0["score"] as? Int }
        #expect(scores == scores.sorted(by: >))
    }

    @Test func searchJSONSaysWhichFieldsAndWordsMatched() throws {
        let title = try #require(try results("font").first?["matches"] as? [[String: Any]]).first
        #expect(
            title?.jsonText("field", "kind", "words", "query")
                == #"{"field":"title","kind":"exact","query":["font"],"words":["font"]}"#)
        let bigger = try results("make", "text", "bigger")
        #expect(bigger.first?["id"] as? String == "appearance.text.fontSize")
        let matches = try #require(bigger.first?["matches"] as? [[String: Any]])
        #expect(
            matches.map { jsonText($0) }.contains(
                #"{"field":"title","kind":"related","query":["bigger"],"vocabulary":["bigger → size"],"words":["size"]}"#
            ), "\(matches)")
    }

    @Test func searchExplainPrintsWhatMatchedUnderEachResult() throws {
        let font = try sandbox.run(["search", "font", "--explain", "--limit", "2"])
        let lines = font.output.split(separator: "\n").map(String.init)
        let expected = ["1.  Font Size", "    title: font (exact)", "2.  Font Family", "    title: font (exact)"]
        #expect(cutToPrefixes(lines, expected) == expected, "\(font)")
        let bigger = try sandbox.run(["search", "make", "text", "bigger", "--explain"])
        let explained = bigger.output.split(separator: "\n").map(String.init)
        try #require(explained.count >= 2, "\(bigger)")
        #expect(explained[0].hasPrefix("1.  Font Size"))
        #expect(
            explained[1].contains("title: size (related to bigger; vocabulary: bigger → size)")
                && explained[1].contains("tag: text (exact)"), "\(explained[1])")
    }

    @Test func searchFindsWordsOfADescriptionInASchemaFile() throws {
        let schema = sandbox.directory.appendingPathComponent("schema.json")
        let tree = SettingsTree(title: "Desktop") {
            SettingsGroup("Power") {
                SettingsItem(
                    name: "idleDelay", type: .int, title: "Screen Blank", summary: "Turn the screen off when idle.",
                    description: "Counted from the last keystroke or pointer movement.")
            }
        }
        try tree.jsonData().write(to: schema)
        let first = try results("keystrokes", "--schema", schema.path).first
        #expect(first?["id"] as? String == "power.idleDelay")
        let match = try #require((first?["matches"] as? [[String: Any]])?.first)
        #expect(
            match.jsonText("field", "kind", "words") == #"{"field":"description","kind":"stem","words":["keystroke"]}"#)
    }

    @Test func searchJoinsWordsHonoursTheLimitAndNeverReturnsNonSearchablePrefs() throws {
        #expect(try sandbox.run(["search", "auto", "lock", "--json"]).json()["query"] as? String == "auto lock")
        #expect(try results("s", "--limit", "3").count == 3)
        #expect(!(try results("launches")).contains { $0["key"] as? String == "launches" })
        let none = try sandbox.run(["search", "zzzzqqq"])
        #expect((none.status, none.output) == (0, "No settings match 'zzzzqqq'.\n"))
    }

    @Test(arguments: ["", "  "])
    func aBlankQueryHasNoResultsAndSucceeds(query: String) throws {
        let text = try sandbox.run(["search", query])
        #expect((text.status, text.output, text.errors) == (0, "", ""))
        #expect(try results(query).isEmpty)
    }

    @Test func searchReadsATreeFromASchemaFile() throws {
        let schema = sandbox.directory.appendingPathComponent("schema.json")
        let tree = SettingsTree(title: "Phone") {
            SettingsGroup("Display & Brightness", icon: "sun.max") {
                SettingsItem(name: "autoBrightness", type: .bool, default: .bool(true))
            }
            SettingsCustomGroup("Developer Tools", id: "tools", tags: ["debug"])
        }
        try tree.jsonData().write(to: schema)
        #expect(
            Set(try results("brightness", "--schema", schema.path).compactMap { $0["id"] as? String })
                == ["display-and-brightness.autoBrightness", "display-and-brightness"])
        #expect(try results("debug", "--schema", schema.path).first?["kind"] as? String == "custom")
    }

    @Test func aMissingOrMalformedSchemaFileFailsNamingTheFile() throws {
        let schema = sandbox.directory.appendingPathComponent("schema.json")
        let missing = try sandbox.run(["search", "x", "--schema", schema.path])
        #expect((missing.status, missing.errorLines) == (1, ["error: \(schema.path): no such file"]))
        try Data(#"{"format": "prefs-schema", "version": 1, "title": "T", "children": [{"kind": "pref"}]}"#.utf8)
            .write(to: schema)
        let malformed = try sandbox.run(["search", "x", "--schema", schema.path])
        let prefix = "error: \(schema.path): children[0]"
        #expect(
            (malformed.status, cutToPrefixes(malformed.errorLines, [prefix])) == (1, [prefix]), "\(malformed)")
    }

    @Test func schemaJSONIsTheTreeDocumentAndReadsBack() throws {
        let run = try sandbox.run(["schema", "--json"])
        let tree = try SettingsTree(jsonString: run.output)
        #expect(tree.title == "PrefsDemo", "\(run)")
        var groups = 0
        var prefs = 0
        var deepest = 0
        tree.forEachNode { node, ancestors in
            if node.kind == .group { groups += 1 }
            if node.kind == .pref { prefs += 1 }
            deepest = max(deepest, ancestors.count)
        }
        #expect(groups >= 6 && prefs >= 40 && deepest >= 2, "groups \(groups), prefs \(prefs), depth \(deepest)")
        #expect(tree.node(withID: "appearance.text.fontSize")?.pref?.range == SettingsRange(min: 10, max: 24, step: 1))
        #expect(tree.jsonString() == run.output, "the document is stable through a round trip")
    }

    @Test func schemaTextIsATreeOfGroupsAndPreferences() throws {
        let lines = try sandbox.run(["schema"]).output.split(separator: "\n").map(String.init)
        let wanted = [
            "├─ Appearance (appearance)", "│  └─ Text (appearance.text)",
            "│     ├─ Font Size  ui.fontSize  double, default 14, 10...24 in steps of 1",
            "apiToken  string, restart required, secret",
        ]
        #expect(lines.first == "PrefsDemo")
        #expect(wanted.filter { line in !lines.contains { $0.contains(line) } } == [], "\(lines)")
    }
}
