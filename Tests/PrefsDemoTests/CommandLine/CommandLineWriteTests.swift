import Foundation
import Testing

/// `set` and `reset`: values read by type, checked all before any is written, one atomic write, `--dry-run`.
@Suite struct CommandLineWriteTests {
    /// A new sandbox for every test: Swift Testing makes a new suite value per test.
    let sandbox = DemoSandbox()

    @Test func setReadsEachValueByItsPreferencesType() throws {
        let run = try sandbox.run([
            "set", "checkForUpdates=no", "wrapLines=ON", "tabWidth=2", "ui.fontSize=16", "sidebarWidth=300.5",
            "fontFamily=Fira Code", "theme=Dark", "language=fr", "autosaveInterval=Every 5 minutes",
            "firstLaunch=2024-05-06T09:08:09+02:00", "encryptionKey=AQID", "excludedPatterns=[\".git\"]",
            "syntaxByExtension={\"swift\": \"swift\"}", "featureFlags={\"newSidebar\": true}",
            "serverURL=https://sync.example.com/notes", "deviceID=\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"",
            "quietHours={\"start\": 23, \"end\": 6}", "pluginArguments=[\"-v\", 2, true]",
            "debugOverrides={\"region\": \"eu\", \"retries\": 3}",
        ])
        #expect(run.status == 0, "\(run)")
        let stored = try sandbox.storedJSON()
        #expect(stored["checkForUpdates"] as? Bool == false)
        #expect(stored["wrapLines"] as? Bool == true)
        #expect(stored["tabWidth"] as? Int == 2)
        #expect(stored["ui.fontSize"] as? Double == 16)
        #expect(stored["sidebarWidth"] as? Double == 300.5)
        #expect(stored["fontFamily"] as? String == "Fira Code")
        #expect(stored["theme"] as? String == "dark", "an option's label stores its value")
        #expect(stored["language"] as? String == "fr")
        #expect(stored["autosaveInterval"] as? Int == 300)
        #expect(stored["firstLaunch"] as? String == "2024-05-06T07:08:09Z")
        #expect(stored["encryptionKey"] as? String == "AQID")
        #expect(stored["excludedPatterns"] as? [String] == [".git"])
        #expect(stored["syntaxByExtension"] as? [String: String] == ["swift": "swift"])
        #expect(stored["featureFlags"] as? [String: Bool] == ["newSidebar": true])
        #expect(stored["serverURL"] as? String == "https://sync.example.com/notes")
        #expect(stored["deviceID"] as? String == "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"")
        // JSON-data codables are Data, which a JSON file keeps in base64.
        let quietHours = try #require(stored["quietHours"] as? String).data(using: .utf8)
        let decoded = try #require(quietHours.flatMap { Data(base64Encoded: $0) })
        #expect(String(decoding: decoded, as: UTF8.self) == #"{"end":6,"start":23}"#)
        #expect((stored["pluginArguments"] as? [Any])?.count == 3)
        #expect((stored["debugOverrides"] as? [String: Any])?["retries"] as? Int == 3)
        #expect(run.output.contains("Changed 19 preferences in \(sandbox.file.path)."))
    }

    /// Preferences stored through a coding are typed and shown as their own Swift type: a `Codable` value as its
    /// JSON whatever the coding wraps it in, a `Bool` kept as 0 or 1 also as `true`, a `UInt16` within its range.
    @Test func codedPreferencesAreReadAndShownAsTheirOwnType() throws {
        let frame = #"{"x": 1, "y": 2, "width": 800, "height": 600}"#
        let run = try sandbox.run([
            "set", "windowFrame=\(frame)", "legacyMode=true", "proxyPort=3128", "syncDays=[\"monday\", \"sunday\"]",
            "confirmQuit=no", "reconnectDelay=30", "quotaBytes=123456789012", "lastSync=2024-01-02T03:04:05+01:00",
        ])
        #expect(run.status == 0, "\(run)")
        let stored = try sandbox.storedJSON()
        let base64 = try #require(stored["windowFrame"] as? String)
        #expect(
            Data(base64Encoded: base64).map { String(decoding: $0, as: UTF8.self) }
                == #"{"height":600,"width":800,"x":1,"y":2}"#)
        #expect(stored["legacyMode"] as? Int == 1)
        #expect(stored["proxyPort"] as? Int == 3128)
        #expect(stored["syncDays"] as? [String] == ["monday", "sunday"])
        #expect(stored["confirmQuit"] as? String == "no")
        #expect(stored["reconnectDelay"] as? Int == 30)
        #expect(stored["quotaBytes"] as? String == "123456789012")
        #expect(stored["lastSync"] as? String == "2024-01-02T02:04:05Z")
        #expect(
            try sandbox.run(["get", "windowFrame"]).output == #"{"height": 600, "width": 800, "x": 1, "y": 2}"# + "\n")
        let entry = try sandbox.run(["get", "windowFrame", "--json"]).json()
        #expect((entry["value"] as? [String: Any])?["width"] as? Int == 800)
        #expect(entry["type"] as? String == "codable")

        let invalid = try sandbox.run(["set", "proxyPort=70000", "windowFrame={\"x\": 1}", "syncDays=[\"funday\"]"])
        #expect(invalid.status == 1)
        #expect(
            invalid.errorLines == [
                "error: 'proxyPort': 70000 is not a valid UInt16",
                "error: 'windowFrame': \"{\\\"x\\\": 1}\" is not a valid WindowFrame",
                "error: 'syncDays': [\"funday\"] is not a valid [Weekday]",
            ], "\(invalid)")
    }

    @Test func anInvalidValueWritesNothingAndEveryProblemIsReported() throws {
        try sandbox.run(["set", "tabWidth=2"])
        let before = try #require(sandbox.fileBytes)
        let run = try sandbox.run([
            "set", "theme=dark", "ui.fontSize=99", "tabWidth=abc", "volume=0.33", "theme=purple", "nope=1",
            "checkForUpdates=maybe", "firstLaunch=yesterday", "encryptionKey=***", "excludedPatterns={}",
            "quietHours=[1]",
        ])
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: 'ui.fontSize': 99 is not allowed; expected 10...24 in steps of 1",
                "error: 'tabWidth': \"abc\" is not an integer",
                "error: 'volume': 0.33 is not allowed; expected 0...1 in steps of 0.05",
                "error: 'theme': \"purple\" is not allowed; expected one of \"system\" (System), \"light\" (Light), \"dark\" (Dark)",
                "error: no preference has the key 'nope'",
                "error: 'checkForUpdates': \"maybe\" is not a boolean (true or false)",
                "error: 'firstLaunch': \"yesterday\" is not an ISO 8601 date and time with a zone, such as 2024-05-06T07:08:09Z",
                "error: 'encryptionKey': \"***\" is not base64 data",
                "error: 'excludedPatterns': \"{}\" is not a JSON array",
                "error: 'quietHours': \"[1]\" is not a valid QuietHours",
            ], "\(run)")
        #expect(run.output.isEmpty)
        #expect(sandbox.fileBytes == before, "nothing is written, not even the valid theme")
    }

    @Test func dryRunShowsTheChangesAndWritesNothing() throws {
        let run = try sandbox.run(["set", "ui.fontSize=18", "uiScale=1.5", "tabWidth=4", "--dry-run"])
        #expect(run.status == 0, "\(run)")
        #expect(sandbox.fileBytes == nil)
        #expect(!sandbox.entries.contains("prefs.json"))
        let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(
            lines == [
                "uiScale 1 → 1.5 (restart required)", "ui.fontSize 14 → 18",
                "Would change 2 preferences in \(sandbox.file.path); nothing was written (--dry-run).",
                "Restart PrefsDemo for the changes marked (restart required) to take effect.",
            ])
    }

    @Test func setJSONListsChangesInDeclarationOrderWithRestartFlags() throws {
        try sandbox.run(["set", "tabWidth=2"])
        for dryRun in [true, false] {
            let run = try sandbox.run(
                ["set", "tabWidth=8", "ui.fontSize=12", "maxConnections=8", "language=en", "--json"]
                    + (dryRun ? ["--dry-run"] : []))
            #expect(run.status == 0, "\(run)")
            let document = try run.json()
            #expect(document["needsRestart"] as? Bool == true)
            #expect(document["dryRun"] as? Bool == dryRun)
            let changes = try #require(document["changes"] as? [[String: Any]])
            #expect(changes.map { $0["key"] as? String } == ["ui.fontSize", "tabWidth", "maxConnections"])
            #expect(
                changes.map { Set($0.keys) }
                    == Array(repeating: ["key", "old", "new", "requiresRestart", "source"], count: 3))
            #expect(changes[1]["old"] as? Int == 2 && changes[1]["new"] as? Int == 8)
            #expect(changes.map { $0["requiresRestart"] as? Bool } == [false, false, true])
        }
        #expect(try sandbox.storedJSON()["maxConnections"] as? Int == 8)
    }

    @Test func settingTheCurrentValuesChangesNothing() throws {
        let run = try sandbox.run(["set", "tabWidth=4", "theme=system"])
        #expect(run.status == 0)
        #expect(run.output == "Nothing to change: every preference already has that value.\n")
    }

    @Test func resetRemovesStoredValuesByKeyGroupOrAll() throws {
        try sandbox.run(["set", "ui.fontSize=18", "fontFamily=Inter", "theme=dark", "tabWidth=2", "timeout=60"])
        let one = try sandbox.run(["reset", "tabWidth"])
        #expect(one.status == 0, "\(one)")
        #expect(one.output.contains("Changed 1 preference"))
        #expect(try sandbox.storedJSON()["tabWidth"] == nil)

        let group = try sandbox.run(["reset", "--group", "appearance", "--json"])
        let changes = try #require(try group.json()["changes"] as? [[String: Any]])
        #expect(changes.map { $0["key"] as? String } == ["theme", "ui.fontSize", "fontFamily"])
        #expect(changes[1]["new"] as? Double == 14, "a reset shows the default it returns to")
        #expect(Set(try sandbox.storedJSON().keys) == ["timeout"])

        let dry = try sandbox.run(["reset", "--all", "--dry-run"])
        #expect(dry.output.contains("Would change 1 preference"))
        #expect(Set(try sandbox.storedJSON().keys) == ["timeout"])
        #expect(try sandbox.run(["reset", "--all"]).status == 0)
        #expect(try sandbox.storedJSON().isEmpty)
    }

    @Test func resetOfAnUnknownKeyOrGroupFailsAndWritesNothing() throws {
        try sandbox.run(["set", "tabWidth=2"])
        let before = sandbox.fileBytes
        let key = try sandbox.run(["reset", "tabWidth", "tabWidht2"])
        #expect(key.status == 1)
        #expect(key.errorLines == ["error: no preference has the key 'tabWidht2'; did you mean 'tabWidth'?"])
        let group = try sandbox.run(["reset", "--group", "apperance"])
        #expect(group.status == 1)
        #expect(group.errorLines == ["error: no preferences are in a group at 'apperance'; did you mean 'appearance'?"])
        #expect(sandbox.fileBytes == before)
    }

    @Test func aPlistFileIsWrittenAsAPlistAndABinaryOneStaysBinary() throws {
        let sandbox = DemoSandbox(fileName: "prefs.plist")
        #expect(try sandbox.run(["set", "tabWidth=2", "firstLaunch=2024-05-06T07:08:09Z"]).status == 0)
        let xml = try #require(sandbox.fileBytes)
        #expect(String(decoding: xml, as: UTF8.self).contains("<key>tabWidth</key>"))
        var format = PropertyListSerialization.PropertyListFormat.binary
        let values = try PropertyListSerialization.propertyList(from: xml, format: &format) as? [String: Any]
        #expect(format == .xml)
        #expect(values?["tabWidth"] as? Int == 2)
        #expect(values?["firstLaunch"] is Date)

        let binary = try PropertyListSerialization.data(fromPropertyList: ["tabWidth": 6], format: .binary, options: 0)
        try binary.write(to: sandbox.file)
        #expect(try sandbox.run(["get", "tabWidth"]).output == "6\n")
        #expect(try sandbox.run(["set", "wrapLines=true"]).status == 0)
        let rewritten = try #require(sandbox.fileBytes)
        #expect(rewritten.starts(with: Data("bplist".utf8)))
        let merged = try PropertyListSerialization.propertyList(from: rewritten, format: nil) as? [String: Any]
        #expect(merged?["tabWidth"] as? Int == 6 && merged?["wrapLines"] as? Bool == true)
    }
}

/// Fixes found in review: resets remove a stored default, boolean words for Bools kept in other forms, dates never
/// read from bare numbers, and every unknown key of a reset reported.
@Suite struct CommandLineEdgeCaseTests {
    /// A new sandbox for every test: Swift Testing makes a new suite value per test.
    let sandbox = DemoSandbox()

    @Test func resetRemovesAStoredValueThatEqualsTheDefault() throws {
        try Data(#"{"tabWidth": 4, "theme": "dark"}"#.utf8).write(to: sandbox.file)
        let run = try sandbox.run(["reset", "tabWidth"])
        #expect(run.status == 0, "\(run)")
        #expect(Set(try sandbox.storedJSON().keys) == ["theme"])
    }

    @Test func boolsKeptAsNumbersOrWordsTakeEveryBooleanSpelling() throws {
        #expect(try sandbox.run(["set", "legacyMode=yes", "confirmQuit=off"]).status == 0)
        let stored = try sandbox.storedJSON()
        #expect(stored["legacyMode"] as? Int == 1)
        #expect(stored["confirmQuit"] as? String == "no")
    }

    @Test func aDateIsNeverReadFromABareNumber() throws {
        let run = try sandbox.run(["set", "firstLaunch=1715000000", "lastSync=0"])
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: 'firstLaunch': \"1715000000\" is not an ISO 8601 date and time with a zone, such as 2024-05-06T07:08:09Z",
                "error: 'lastSync': \"0\" is not an ISO 8601 date and time with a zone, such as 2024-05-06T07:08:09Z",
            ], "\(run)")
        #expect(sandbox.fileBytes == nil)
    }

    @Test func resetReportsEveryUnknownKey() throws {
        let run = try sandbox.run(["reset", "nope", "tabWidth", "nada"])
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: no preference has the key 'nope'", "error: no preference has the key 'nada'",
            ])
    }
}
