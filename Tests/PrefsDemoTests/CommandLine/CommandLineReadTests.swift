import Foundation
import Testing

/// `dump` and `get`: values, defaults, the JSON shapes, secrets, and stored values the preference does not accept.
@Suite struct CommandLineReadTests {
    /// A new sandbox for every test: Swift Testing makes a new suite value per test.
    let sandbox = DemoSandbox()

    @Test func dumpJSONListsEveryPreferenceWithItsDefaultAndFile() throws {
        let run = try sandbox.run(["dump", "--json"])
        #expect(run.status == 0, "\(run)")
        let document = try run.json()
        #expect(document["file"] as? String == sandbox.file.path)
        let prefs = try #require(document["prefs"] as? [[String: Any]])
        #expect(prefs.count >= 40)
        for pref in prefs {
            // `storedType` appears only when the coding stores another kind than the value's.
            #expect(
                Set(pref.keys).subtracting(["storedType"])
                    == ["key", "title", "type", "value", "default", "isDefault", "source", "secret"], "\(pref)")
            #expect(pref["isDefault"] as? Bool == true)
            #expect(pref["source"] as? String == "default")
        }
        let fontSize = try #require(prefs.first { $0["key"] as? String == "ui.fontSize" })
        #expect(fontSize["title"] as? String == "Font Size")
        #expect(fontSize["type"] as? String == "double")
        #expect(fontSize["value"] as? Double == 14)
        #expect(fontSize["default"] as? Double == 14)
        let userName = try #require(prefs.first { $0["key"] as? String == "userName" })
        #expect(userName["value"] is NSNull && userName["default"] is NSNull)
        #expect(sandbox.fileBytes == nil, "reading never creates the file")
    }

    @Test func dumpMarksChangedPreferencesAndCountsThem() throws {
        try sandbox.run(["set", "ui.fontSize=18", "theme=dark"])
        let run = try sandbox.run(["dump"])
        #expect(run.status == 0, "\(run)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == sandbox.file.path)
        #expect(lines[1].split(separator: " ") == ["KEY", "TYPE", "VALUE", "DEFAULT", "SOURCE"])
        let fontSize = try #require(lines.first { $0.contains(" ui.fontSize ") })
        #expect(fontSize.hasPrefix("*"))
        #expect(
            fontSize.split(separator: " ") == [
                "*", "ui.fontSize", "double", "18", "14", "file", "\(sandbox.file.path)",
            ])
        let tabWidth = try #require(lines.first { $0.contains(" tabWidth ") })
        #expect(tabWidth.split(separator: " ") == ["tabWidth", "int", "4", "4", "default"])
        // Columns are aligned: every row's type starts where the header's does.
        let typeColumn = try #require(lines[1].range(of: "TYPE")).lowerBound.utf16Offset(in: lines[1])
        #expect(fontSize.range(of: "double")?.lowerBound.utf16Offset(in: fontSize) == typeColumn)
        #expect(
            lines.last?.hasPrefix("2 of ") == true
                && lines.last?.hasSuffix(" preferences differ from their defaults (*).") == true)
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
        for (key, text) in expected {
            let run = try sandbox.run(["get", key])
            #expect(run.status == 0, "\(run)")
            #expect(run.output == text + "\n", "get \(key)")
            // What get prints, set takes back without changing anything.
            let again = try sandbox.run(["set", "\(key)=\(text)", "--dry-run", "--json"])
            #expect((try again.json()["changes"] as? [Any])?.isEmpty == true, "\(key): \(again)")
        }
        #expect(try sandbox.run(["get", "encryptionKey", "--show-secrets"]).output == "AQID\n")
    }

    @Test func getJSONIsOneDumpEntry() throws {
        try sandbox.run(["set", "tabWidth=2"])
        let run = try sandbox.run(["get", "tabWidth", "--json"])
        let entry = try run.json()
        #expect(entry["key"] as? String == "tabWidth")
        #expect(entry["title"] as? String == "Tab Width")
        #expect(entry["type"] as? String == "int")
        #expect(entry["value"] as? Int == 2)
        #expect(entry["default"] as? Int == 4)
        #expect(entry["isDefault"] as? Bool == false)
        #expect(entry["secret"] as? Bool == false)
    }

    @Test func unsetOptionalPrintsNothing() throws {
        let run = try DemoSandbox().run(["get", "userName"])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
    }

    @Test func unknownKeyFailsWithASuggestion() throws {
        let run = try sandbox.run(["get", "fontSize"])
        #expect(run.status == 1)
        // The property `fontSize` has the key `ui.fontSize`.
        #expect(
            run.errorLines == [
                "error: no preference has the key 'fontSize'; did you mean 'ui.fontSize' (the key of the property "
                    + "'fontSize')?"
            ])
        let typo = try sandbox.run(["get", "tabWidht"])
        #expect(typo.errorLines == ["error: no preference has the key 'tabWidht'; did you mean 'tabWidth'?"])
    }

    @Test func secretsAreRedactedUnlessAsked() throws {
        try sandbox.run(["set", "apiToken=s3cr3t-token", "proxyPassword=hunter2"])
        for arguments in [["dump"], ["dump", "--json"], ["get", "apiToken"], ["get", "apiToken", "--json"]] {
            let run = try sandbox.run(arguments)
            #expect(run.status == 0)
            #expect(!run.output.contains("s3cr3t-token") && !run.output.contains("hunter2"), "\(arguments)")
            #expect(run.output.contains("<redacted>"), "\(arguments)")
        }
        let token = try #require(
            (try sandbox.run(["dump", "--json"]).json()["prefs"] as? [[String: Any]])?.first {
                $0["key"] as? String == "apiToken"
            })
        #expect(token["value"] as? String == "<redacted>")
        #expect(token["secret"] as? Bool == true)
        #expect(try sandbox.run(["get", "apiToken", "--show-secrets"]).output == "s3cr3t-token\n")
        #expect(try sandbox.run(["dump", "--show-secrets"]).output.contains("hunter2"))
        let set = try sandbox.run(["set", "apiToken=other"])
        #expect(!set.output.contains("s3cr3t-token") && !set.output.contains("other"), "\(set)")
    }

    @Test func aStoredValueThePreferenceRejectsReadsAsTheDefaultWithAWarning() throws {
        try Data(#"{"ui.fontSize": 99, "tabWidth": "wide", "theme": "dark"}"#.utf8).write(to: sandbox.file)
        let run = try sandbox.run(["dump", "--json"])
        #expect(run.status == 0)
        let prefs = try #require(try run.json()["prefs"] as? [[String: Any]])
        #expect(prefs.first { $0["key"] as? String == "ui.fontSize" }?["value"] as? Double == 14)
        #expect(prefs.first { $0["key"] as? String == "tabWidth" }?["value"] as? Int == 4)
        #expect(prefs.first { $0["key"] as? String == "theme" }?["value"] as? String == "dark")
        #expect(
            run.errorLines == [
                "warning: 'ui.fontSize' holds int 99, which it does not accept (expected 10...24 in steps of 1); using the default 14",
                "warning: 'tabWidth' holds string \"wide\", which it does not accept (expected Int); using the default 4",
            ])
        #expect(sandbox.fileBytes == Data(#"{"ui.fontSize": 99, "tabWidth": "wide", "theme": "dark"}"#.utf8))
    }
}
