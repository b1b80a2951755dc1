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
        #expect(run.output.contains("Changed 19 preferences in \(sandbox.file.path)."), "\(run)")
        var stored = try sandbox.storedJSON()
        // JSON-data codables are Data, which a JSON file keeps in base64; an option's label stores its value.
        stored["quietHours"] = base64Text(stored["quietHours"])
        #expect(
            jsonText(stored)
                == #"{"autosaveInterval":300,"checkForUpdates":false,"debugOverrides":{"region":"eu","retries":3},"#
                + #""deviceID":"\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"","encryptionKey":"AQID","#
                + #""excludedPatterns":[".git"],"featureFlags":{"newSidebar":true},"firstLaunch":"2024-05-06T07:08:09Z","#
                + #""fontFamily":"Fira Code","language":"fr","pluginArguments":["-v",2,true],"#
                + #""quietHours":"{\"end\":6,\"start\":23}","serverURL":"https://sync.example.com/notes","#
                + #""sidebarWidth":300.5,"syntaxByExtension":{"swift":"swift"},"tabWidth":2,"theme":"dark","#
                + #""ui.fontSize":16,"wrapLines":true}"#)
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
        var stored = try sandbox.storedJSON()
        stored["windowFrame"] = base64Text(stored["windowFrame"])
        #expect(
            jsonText(stored)
                == #"{"confirmQuit":"no","lastSync":"2024-01-02T02:04:05Z","legacyMode":1,"proxyPort":3128,"#
                + #""quotaBytes":"123456789012","reconnectDelay":30,"syncDays":["monday","sunday"],"#
                + #""windowFrame":"{\"height\":600,\"width\":800,\"x\":1,\"y\":2}"}"#)
        #expect(
            try sandbox.run(["get", "windowFrame"]).output == #"{"height": 600, "width": 800, "x": 1, "y": 2}"# + "\n")
        #expect(
            try sandbox.run(["get", "windowFrame", "--json"]).json().jsonText("type", "value")
                == #"{"type":"codable","value":{"height":600,"width":800,"x":1,"y":2}}"#)
    }

    @Test(arguments: [
        DemoCase(
            name: "every invalid value is reported and nothing is written, not even the valid theme",
            before: [["set", "tabWidth=2"]],
            arguments: [
                "set", "theme=dark", "ui.fontSize=99", "tabWidth=abc", "volume=0.33", "theme=purple", "nope=1",
                "checkForUpdates=maybe", "firstLaunch=yesterday", "encryptionKey=***", "excludedPatterns={}",
                "quietHours=[1]",
            ], status: 1,
            errors: [
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
            ]),
        DemoCase(
            name: "a coded value out of its type's range or shape is refused",
            arguments: ["set", "proxyPort=70000", "windowFrame={\"x\": 1}", "syncDays=[\"funday\"]"], status: 1,
            errors: [
                "error: 'proxyPort': 70000 is not a valid UInt16",
                "error: 'windowFrame': \"{\\\"x\\\": 1}\" is not a valid WindowFrame",
                "error: 'syncDays': [\"funday\"] is not a valid [Weekday]",
            ]),
        DemoCase(
            name: "a date is never read from a bare number",
            arguments: ["set", "firstLaunch=1715000000", "lastSync=0"], status: 1,
            errors: [
                "error: 'firstLaunch': \"1715000000\" is not an ISO 8601 date and time with a zone, such as 2024-05-06T07:08:09Z",
                "error: 'lastSync': \"0\" is not an ISO 8601 date and time with a zone, such as 2024-05-06T07:08:09Z",
            ]),
        DemoCase(
            name: "setting the current values changes nothing", arguments: ["set", "tabWidth=4", "theme=system"],
            status: 0, output: "Nothing to change: every preference already has that value.\n"),
        DemoCase(
            name: "Bools kept as numbers or words take every boolean spelling",
            arguments: ["set", "legacyMode=yes", "confirmQuit=off"], status: 0,
            output:
                "confirmQuit  true   →  false\nlegacyMode   false  →  true\nChanged 2 preferences in $DIR/prefs.json.\n",
            stored: #"{"confirmQuit":"no","legacyMode":1}"#),
        DemoCase(
            name: "reset removes a stored value that equals the default and says so",
            files: ["prefs.json": #"{"tabWidth": 4, "theme": "dark"}"#], arguments: ["reset", "tabWidth"],
            status: 0,
            output:
                "Removed 'tabWidth' from $DIR/prefs.json: it held its default, so its value stays the same.\n",
            stored: #"{"theme":"dark"}"#),
        DemoCase(
            name: "a dry run of that reset says it would remove the value",
            files: ["prefs.json": #"{"tabWidth": 4, "ui.fontSize": 14, "theme": "dark"}"#],
            arguments: ["reset", "--all", "--dry-run"], status: 0,
            output:
                "theme  dark  →  system\nWould change 1 preference in $DIR/prefs.json; nothing was written (--dry-run).\n"
                + "Would remove 'ui.fontSize', 'tabWidth' from $DIR/prefs.json: they held their defaults, so their "
                + "values stay the same; nothing was written (--dry-run).\n"),
        DemoCase(
            name: "reset --json lists the keys it removes, whether or not their values change",
            files: ["prefs.json": #"{"tabWidth": 4, "theme": "dark"}"#], arguments: ["reset", "--all", "--json"],
            status: 0,
            output:
                "{\n  \"changes\": [\n    {\n      \"key\": \"theme\",\n      \"old\": \"dark\",\n      \"new\": \"system\",\n"
                + "      \"requiresRestart\": false,\n      \"source\": \"default\"\n    }\n  ],\n  \"needsRestart\": false,\n"
                + "  \"dryRun\": false,\n  \"removed\": [\"theme\", \"tabWidth\"]\n}\n",
            stored: "{}"),
        DemoCase(
            name: "reset of an unknown key suggests one and writes nothing", before: [["set", "tabWidth=2"]],
            arguments: ["reset", "tabWidth", "tabWidht2"], status: 1,
            errors: ["error: no preference has the key 'tabWidht2'; did you mean 'tabWidth'?"]),
        DemoCase(
            name: "reset of an unknown group suggests one and writes nothing", before: [["set", "tabWidth=2"]],
            arguments: ["reset", "--group", "apperance"], status: 1,
            errors: ["error: no preferences are in a group at 'apperance'; did you mean 'appearance'?"]),
        DemoCase(
            name: "reset reports every unknown key", arguments: ["reset", "nope", "tabWidth", "nada"], status: 1,
            errors: ["error: no preference has the key 'nope'", "error: no preference has the key 'nada'"]),
    ])
    func runPrintsAndStores(_ row: DemoCase) throws {
        try row.check()
    }

    @Test func dryRunShowsTheChangesAndWritesNothing() throws {
        let run = try sandbox.run(["set", "ui.fontSize=18", "uiScale=1.5", "tabWidth=4", "--dry-run"])
        #expect(sandbox.entries == [], "no file is written")
        let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(
            (run.status, lines) == (
                0,
                [
                    "uiScale 1 → 1.5 (restart required)", "ui.fontSize 14 → 18",
                    "Would change 2 preferences in \(sandbox.file.path); nothing was written (--dry-run).",
                    "Restart PrefsDemo for the changes marked (restart required) to take effect.",
                ]
            ), "\(run)")
    }

    @Test(arguments: [true, false])
    func setJSONListsChangesInDeclarationOrderWithRestartFlags(dryRun: Bool) throws {
        try sandbox.run(["set", "tabWidth=2"])
        let run = try sandbox.run(
            ["set", "tabWidth=8", "ui.fontSize=12", "maxConnections=8", "language=en", "--json"]
                + (dryRun ? ["--dry-run"] : []))
        var document = try run.json()
        // A dry run names the source the real run does: the file, where the values go (not "default").
        let file = "file \(sandbox.file.path)"
        document["changes"] = (document["changes"] as? [[String: Any]])?.map {
            $0.merging(["source": $0["source"] as? String == file ? "…" : $0["source"] ?? "none"]) { $1 }
        }
        #expect(
            jsonText(document)
                == #"{"changes":[{"key":"ui.fontSize","new":12,"old":14,"requiresRestart":false,"source":"…"},"#
                + #"{"key":"tabWidth","new":8,"old":2,"requiresRestart":false,"source":"…"},"#
                + #"{"key":"maxConnections","new":8,"old":4,"requiresRestart":true,"source":"…"}],"#
                + #""dryRun":\#(dryRun),"needsRestart":true}"#, "\(run)")
        #expect(try sandbox.storedJSON().jsonText("maxConnections") == (dryRun ? "{}" : #"{"maxConnections":8}"#))
    }

    @Test func resetRemovesStoredValuesByKeyGroupOrAll() throws {
        try sandbox.run(["set", "ui.fontSize=18", "fontFamily=Inter", "theme=dark", "tabWidth=2", "timeout=60"])
        let one = try sandbox.run(["reset", "tabWidth"])
        #expect(one.output.contains("Changed 1 preference"), "\(one)")
        #expect(try sandbox.storedJSON()["tabWidth"] == nil)

        let group = try sandbox.run(["reset", "--group", "appearance", "--json"])
        let changes = try #require(try group.json()["changes"] as? [[String: Any]])
        // A reset shows the default it returns to.
        #expect(
            jsonText(changes.map { [$0["key"] ?? NSNull(), $0["new"] ?? NSNull()] })
                == #"[["theme","system"],["ui.fontSize",14],["fontFamily","Menlo"]]"#)
        #expect(Set(try sandbox.storedJSON().keys) == ["timeout"])

        let dry = try sandbox.run(["reset", "--all", "--dry-run"])
        #expect(dry.output.contains("Would change 1 preference"))
        #expect(Set(try sandbox.storedJSON().keys) == ["timeout"])
        #expect(try sandbox.run(["reset", "--all"]).status == 0)
        #expect(try sandbox.storedJSON().isEmpty)
    }

    @Test func aPlistFileIsWrittenAsAPlistAndABinaryOneStaysBinary() throws {
        let sandbox = DemoSandbox(fileName: "prefs.plist")
        #expect(try sandbox.run(["set", "tabWidth=2", "firstLaunch=2024-05-06T07:08:09Z"]).status == 0)
        let xml = try #require(sandbox.fileBytes)
        #expect(String(decoding: xml, as: UTF8.self).contains("<key>tabWidth</key>"))
        var format = PropertyListSerialization.PropertyListFormat.binary
        let values = try PropertyListSerialization.propertyList(from: xml, format: &format) as? [String: Any]
        #expect((format, values?["tabWidth"] as? Int, values?["firstLaunch"] is Date) == (.xml, 2, true))

        let binary = try PropertyListSerialization.data(fromPropertyList: ["tabWidth": 6], format: .binary, options: 0)
        try binary.write(to: sandbox.file)
        #expect(try sandbox.run(["get", "tabWidth"]).output == "6\n")
        #expect(try sandbox.run(["set", "wrapLines=true"]).status == 0)
        let rewritten = try #require(sandbox.fileBytes)
        #expect(rewritten.starts(with: Data("bplist".utf8)))
        let merged = try PropertyListSerialization.propertyList(from: rewritten, format: nil) as? [String: Any]
        #expect(merged.map { jsonText($0) } == #"{"tabWidth":6,"wrapLines":true}"#)
    }
}
