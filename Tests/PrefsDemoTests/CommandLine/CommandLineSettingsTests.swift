import Foundation
import Prefs
import Testing

/// `search` and `schema`: ranked results with paths, a tree read from a file, and the schema's JSON document.
@Suite struct CommandLineSettingsTests {
    /// A new sandbox for every test: Swift Testing makes a new suite value per test.
    let sandbox = DemoSandbox()

    @Test func searchRanksResultsAndShowsTheirPaths() throws {
        let run = try DemoSandbox().run(["search", "font"])
        #expect(run.status == 0, "\(run)")
        let first = try #require(run.output.split(separator: "\n").first)
        #expect(
            first.split(separator: " ").map(String.init) == [
                "1.", "Font", "Size", "Appearance", "›", "Text", "ui.fontSize",
            ])
    }

    @Test func searchJSONHasTheDocumentedShapeBestFirst() throws {
        let run = try DemoSandbox().run(["search", "notifcations", "--json"])
        let document = try run.json()
        #expect(document["query"] as? String == "notifcations")
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.first?["id"] as? String == "notifications")
        #expect(results.first?["kind"] as? String == "group")
        #expect(results.first?["key"] == nil, "groups have no key")
        let pref = try #require(results.first { $0["kind"] as? String == "pref" })
        #expect(Set(pref.keys) == ["id", "kind", "key", "title", "path", "score", "matches"])
        #expect(pref["path"] as? [String] == ["Notifications & Sounds"])
        let scores = results.compactMap { $0["score"] as? Int }
        #expect(scores == scores.sorted(by: >))
    }

    @Test func searchJSONSaysWhichFieldsAndWordsMatched() throws {
        let font = try #require(try sandbox.run(["search", "font", "--json"]).json()["results"] as? [[String: Any]])
        let title = try #require(font.first?["matches"] as? [[String: Any]]).first
        #expect(title?["field"] as? String == "title")
        #expect(title?["kind"] as? String == "exact")
        #expect(title?["words"] as? [String] == ["font"])
        #expect(title?["query"] as? [String] == ["font"])
        let bigger = try #require(
            try sandbox.run(["search", "make", "text", "bigger", "--json"]).json()["results"] as? [[String: Any]])
        #expect(bigger.first?["id"] as? String == "appearance.text.fontSize")
        let matches = try #require(bigger.first?["matches"] as? [[String: Any]])
        #expect(
            matches.contains {
                $0["field"] as? String == "title" && $0["kind"] as? String == "related"
                    && $0["words"] as? [String] == ["size"] && $0["query"] as? [String] == ["bigger"]
                    && $0["vocabulary"] as? [String] == ["bigger → size"]
            }, "\(matches)")
    }

    @Test func searchExplainPrintsWhatMatchedUnderEachResult() throws {
        let font = try sandbox.run(["search", "font", "--explain", "--limit", "2"])
        #expect(font.status == 0, "\(font)")
        let lines = font.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(font)")
        #expect(lines[0].hasPrefix("1.  Font Size"))
        #expect(lines[1].hasPrefix("    title: font (exact)"), "\(lines[1])")
        #expect(lines[2].hasPrefix("2.  Font Family"))
        #expect(lines[3].hasPrefix("    title: font (exact)"), "\(lines[3])")
        let bigger = try sandbox.run(["search", "make", "text", "bigger", "--explain"])
        let explained = bigger.output.split(separator: "\n").map(String.init)
        try #require(explained.count >= 2, "\(bigger)")
        #expect(explained[0].hasPrefix("1.  Font Size"))
        #expect(
            explained[1].contains("title: size (related to bigger; vocabulary: bigger → size)"), "\(explained[1])")
        #expect(explained[1].contains("tag: text (exact)"), "\(explained[1])")
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
        let run = try sandbox.run(["search", "keystrokes", "--schema", schema.path, "--json"])
        let results = try #require(try run.json()["results"] as? [[String: Any]], "\(run)")
        #expect(results.first?["id"] as? String == "power.idleDelay")
        let match = try #require((results.first?["matches"] as? [[String: Any]])?.first)
        #expect(match["field"] as? String == "description")
        #expect(match["kind"] as? String == "stem")
        #expect(match["words"] as? [String] == ["keystroke"])
    }

    @Test func searchJoinsWordsAndHonoursTheLimit() throws {
        #expect(try sandbox.run(["search", "auto", "lock", "--json"]).json()["query"] as? String == "auto lock")
        let limited = try #require(
            try sandbox.run(["search", "s", "--limit", "3", "--json"]).json()["results"] as? [Any])
        #expect(limited.count == 3)
        let none = try sandbox.run(["search", "zzzzqqq"])
        #expect(none.status == 0)
        #expect(none.output == "No settings match 'zzzzqqq'.\n")
    }

    @Test func aBlankQueryHasNoResultsAndSucceeds() throws {
        for query in ["", "  "] {
            let text = try sandbox.run(["search", query])
            #expect(text.status == 0, "\(text)")
            #expect(text.output.isEmpty && text.errors.isEmpty, "\(text)")
            let json = try sandbox.run(["search", query, "--json"])
            #expect(json.status == 0, "\(json)")
            let results = try #require(try json.json()["results"] as? [Any], "\(json)")
            #expect(results.isEmpty)
        }
        // No query at all is still a usage error (see CommandLineUsageTests).
        #expect(try sandbox.run(["search"]).status == 2)
    }

    @Test func searchNeverReturnsNonSearchablePrefs() throws {
        let results = try #require(
            try DemoSandbox().run(["search", "launches", "--json"]).json()["results"] as? [[String: Any]])
        #expect(!results.contains { $0["key"] as? String == "launches" })
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
        let run = try sandbox.run(["search", "brightness", "--schema", schema.path, "--json"])
        #expect(run.status == 0, "\(run)")
        let results = try #require(try run.json()["results"] as? [[String: Any]])
        #expect(
            Set(results.compactMap { $0["id"] as? String })
                == ["display-and-brightness.autoBrightness", "display-and-brightness"])
        let debug = try sandbox.run(["search", "debug", "--schema", schema.path, "--json"])
        #expect((try debug.json()["results"] as? [[String: Any]])?.first?["kind"] as? String == "custom")
    }

    @Test func aMissingOrMalformedSchemaFileFailsNamingTheFile() throws {
        let schema = sandbox.directory.appendingPathComponent("schema.json")
        let missing = try sandbox.run(["search", "x", "--schema", schema.path])
        #expect(missing.status == 1)
        #expect(missing.errorLines == ["error: \(schema.path): no such file"])
        try Data(#"{"format": "prefs-schema", "version": 1, "title": "T", "children": [{"kind": "pref"}]}"#.utf8)
            .write(to: schema)
        let malformed = try sandbox.run(["search", "x", "--schema", schema.path])
        #expect(malformed.status == 1)
        #expect(malformed.errorLines.count == 1)
        #expect(malformed.errorLines.first?.hasPrefix("error: \(schema.path): children[0]") == true, "\(malformed)")
    }

    @Test func schemaJSONIsTheTreeDocumentAndReadsBack() throws {
        let run = try DemoSandbox().run(["schema", "--json"])
        #expect(run.status == 0)
        let tree = try SettingsTree(jsonString: run.output)
        #expect(tree.title == "PrefsDemo")
        var groups = 0
        var prefs = 0
        var deepest = 0
        tree.forEachNode { node, ancestors in
            if node.kind == .group { groups += 1 }
            if node.kind == .pref { prefs += 1 }
            deepest = max(deepest, ancestors.count)
        }
        #expect(groups >= 6 && prefs >= 40 && deepest >= 2)
        #expect(tree.node(withID: "appearance.text.fontSize")?.pref?.range == SettingsRange(min: 10, max: 24, step: 1))
        #expect(tree.jsonString() == run.output, "the document is stable through a round trip")
    }

    @Test func schemaTextIsATreeOfGroupsAndPreferences() throws {
        let run = try DemoSandbox().run(["schema"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "PrefsDemo")
        #expect(lines.contains("├─ Appearance (appearance)"))
        #expect(lines.contains { $0.hasPrefix("│  └─ Text (appearance.text)") })
        #expect(lines.contains("│     ├─ Font Size  ui.fontSize  double, default 14, 10...24 in steps of 1"))
        #expect(lines.contains { $0.contains("apiToken  string, restart required, secret") })
    }
}
