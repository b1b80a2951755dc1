import Foundation
import Testing

/// `dump` and `get`: values, defaults, the JSON shapes, secrets, and stored values the preference does not accept.
@Suite struct CommandLineReadTests {
    /// A new sandbox for every test: Swift Testing makes a new suite value per test.
    let sandbox = DemoSandbox()

    @Test func dumpJSONListsEveryPreferenceWithItsDefaultAndFile() throws {
        let run = try sandbox.run(["dump", "--json"])
        let document = try run.json()
        #expect(document["file"] as? String == sandbox.file.path, "\(run)")
        let prefs = try #require(document["prefs"] as? [[String: Any]])
        #expect(prefs.count >= 40)
        // `storedType` appears only when the coding stores another kind than the value's.
        let keys: Set = ["key", "title", "type", "value", "default", "isDefault", "source", "secret"]
        let odd = prefs.filter {
            Set($0.keys).subtracting(["storedType"]) != keys || $0["isDefault"] as? Bool != true
                || $0["source"] as? String != "default"
        }
        #expect(odd.map { jsonText($0) } == [], "every entry has the documented keys and is a default")
        #expect(
            prefs.entry("ui.fontSize")?.jsonText("title", "type", "value", "default")
                == #"{"default":14,"title":"Font Size","type":"double","value":14}"#)
        #expect(prefs.entry("userName")?.jsonText("value", "default") == #"{"default":null,"value":null}"#)
        #expect(sandbox.fileBytes == nil, "reading never creates the file")
    }

    @Test func dumpMarksChangedPreferencesAndCountsThem() throws {
        try sandbox.run(["set", "ui.fontSize=18", "theme=dark"])
        let run = try sandbox.run(["dump"])
        let lines = run.output.split(separator: "\n").map(String.init)
        let fontSize = try #require(lines.first { $0.contains(" ui.fontSize ") }, "\(run)")
        let tabWidth = try #require(lines.first { $0.contains(" tabWidth ") })
        #expect(
            [lines[0], lines[1], fontSize, tabWidth].map { $0.split(separator: " ") } == [
                ["\(sandbox.file.path)"], ["KEY", "TYPE", "VALUE", "DEFAULT", "SOURCE"],
                ["*", "ui.fontSize", "double", "18", "14", "file", "\(sandbox.file.path)"],
                ["tabWidth", "int", "4", "4", "default"],
            ])
        // Columns are aligned: every row's type starts where the header's does.
        let typeColumn = try #require(lines[1].range(of: "TYPE")).lowerBound.utf16Offset(in: lines[1])
        #expect(fontSize.range(of: "double")?.lowerBound.utf16Offset(in: fontSize) == typeColumn)
        #expect(
            lines.last?.replacing(/[0-9]+ pref/, with: "N pref") == "2 of N preferences differ from their defaults (*)."
        )
        #expect(!run.output.contains("\u{1B}["), "no colour when output is not a terminal")
    }

    @Test func getPrintsTheValueAsSetAcceptsIt() throws {
        let set = try sandbox.run([
            "set", "ui.fontSize=17", "theme=Dark", "excludedPatterns=[\"a\", \"b\"]",
            "quietHours={\"start\": 22, \"end\": 7}", "firstLaunch=2024-05-06T07:08:09.25Z", "encryptionKey=AQID",
        ])
        #expect(set.status == 0, "\(set)")
        let expected = [
            "ui.fontSize": "17", "theme": "dark", "excludedPatterns": #"["a", "b"]"#,
            "quietHours": #"{"end": 7, "start": 22}"#, "firstLaunch": "2024-05-06T07:08:09.25Z", "tabWidth": "4",
            "checkForUpdates": "true",
        ]
        var printed: [String: String] = [:]
        var changedAgain: [String: String] = [:]
        for key in expected.keys {
            let run = try sandbox.run(["get", key])
            printed[key] = run.status == 0 ? String(run.output.dropLast()) : "\(run)"
            // What get prints, set takes back without changing anything.
            let again = try sandbox.run(["set", "\(key)=\(printed[key] ?? "")", "--dry-run", "--json"])
            let changes = try again.json()["changes"] as? [Any]
            if changes?.isEmpty != true { changedAgain[key] = "\(again)" }
        }
        #expect((printed, changedAgain) == (expected, [:]))
        #expect(try sandbox.run(["get", "encryptionKey", "--show-secrets"]).output == "AQID\n")
    }

    @Test func getJSONIsOneDumpEntry() throws {
        try sandbox.run(["set", "tabWidth=2"])
        let entry = try sandbox.run(["get", "tabWidth", "--json"]).json()
        #expect(
            entry.jsonText("key", "title", "type", "value", "default", "isDefault", "secret")
                == #"{"default":4,"isDefault":false,"key":"tabWidth","secret":false,"title":"Tab Width","type":"int","value":2}"#
        )
    }

    @Test(arguments: [
        DemoCase(name: "an unset optional prints nothing", arguments: ["get", "userName"], status: 0),
        DemoCase(
            name: "an unknown key that is a property's name suggests the property's key",
            arguments: ["get", "fontSize"],
            status: 1,
            errors: [
                "error: no preference has the key 'fontSize'; did you mean 'ui.fontSize' (the key of the property "
                    + "'fontSize')?"
            ]),
        DemoCase(
            name: "a misspelt key suggests the key", arguments: ["get", "tabWidht"], status: 1,
            errors: ["error: no preference has the key 'tabWidht'; did you mean 'tabWidth'?"]),
    ])
    func getPrints(_ row: DemoCase) throws {
        try row.check()
    }

    @Test func secretsAreRedactedUnlessAsked() throws {
        try sandbox.run(["set", "apiToken=s3cr3t-token", "proxyPassword=hunter2"])
        var shown: [String] = []
        for arguments in [["dump"], ["dump", "--json"], ["get", "apiToken"], ["get", "apiToken", "--json"]] {
            let run = try sandbox.run(arguments)
            if run.status != 0 || run.output.contains("s3cr3t-token") || run.output.contains("hunter2")
                || !run.output.contains("<redacted>")
            {
                shown.append("\(arguments): \(run)")
            }
        }
        #expect(shown == [], "every read shows <redacted> and no secret")
        let prefs = try #require(try sandbox.run(["dump", "--json"]).json()["prefs"] as? [[String: Any]])
        #expect(prefs.entry("apiToken")?.jsonText("value", "secret") == #"{"secret":true,"value":"<redacted>"}"#)
        #expect(try sandbox.run(["get", "apiToken", "--show-secrets"]).output == "s3cr3t-token\n")
        #expect(try sandbox.run(["dump", "--show-secrets"]).output.contains("hunter2"))
        let set = try sandbox.run(["set", "apiToken=other"])
        #expect(!set.output.contains("s3cr3t-token") && !set.output.contains("other"), "\(set)")
    }

    @Test func aStoredValueThePreferenceRejectsReadsAsTheDefaultWithAWarning() throws {
        let contents = Data(#"{"ui.fontSize": 99, "tabWidth": "wide", "theme": "dark"}"#.utf8)
        try contents.write(to: sandbox.file)
        let run = try sandbox.run(["dump", "--json"])
        let prefs = try #require(try run.json()["prefs"] as? [[String: Any]])
        #expect(
            jsonText(["ui.fontSize", "tabWidth", "theme"].map { prefs.entry($0)?["value"] ?? NSNull() })
                == #"[14,4,"dark"]"#)
        #expect(
            (run.status, run.errorLines) == (
                0,
                [
                    "warning: 'ui.fontSize' holds int 99, which it does not accept (expected 10...24 in steps of 1); using the default 14",
                    "warning: 'tabWidth' holds string \"wide\", which it does not accept (expected Int); using the default 4",
                ]
            ))
        #expect(sandbox.fileBytes == contents)
    }
}
