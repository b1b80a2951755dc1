import Foundation
import Testing

/// The layers from the command line: `--defaults`, `--locked`, `--pref`, `PREFS_DEMO_*` variables, and what `dump`,
/// `get`, `set` and `reset` say of them.
@Suite struct CommandLineLayerTests {
    /// A new sandbox for every test: Swift Testing makes a new suite value per test.
    let sandbox = DemoSandbox()

    /// Writes `json` to `name` in the sandbox and returns its path.
    private func layerFile(_ sandbox: DemoSandbox, _ name: String, _ json: String) throws -> String {
        let url = sandbox.directory.appendingPathComponent(name)
        try Data(json.utf8).write(to: url)
        return url.path
    }

    @Test func dumpNamesTheSourceOfEveryValue() throws {
        try sandbox.run(["set", "tabWidth=2"])
        let defaults = try layerFile(sandbox, "defaults.json", #"{"theme": "dark"}"#)
        let locked = try layerFile(sandbox, "locked.json", #"{"language": "fr"}"#)
        let arguments = ["--defaults", defaults, "--locked", locked, "--pref", "wrapLines=yes"]
        let environment = ["PREFS_DEMO_UI_FONTSIZE": "20"]
        let run = try sandbox.run(arguments + ["dump", "--json"], environment: environment)
        let prefs = try #require(try run.json()["prefs"] as? [[String: Any]], "\(run)")
        let keys = ["tabWidth", "theme", "language", "wrapLines", "ui.fontSize", "userName"]
        #expect(
            keys.map { prefs.entry($0)?["source"] as? String } == [
                "file \(sandbox.file.path)", "defaults file \(defaults)", "locked \(locked)", "argument",
                "env PREFS_DEMO_UI_FONTSIZE", "default",
            ])

        let table = try sandbox.run(arguments + ["dump"], environment: environment).output.split(separator: "\n")
        let fontSize = try #require(table.first { $0.contains(" ui.fontSize ") })
        #expect(
            fontSize.split(separator: " ") == [
                "*", "ui.fontSize", "double", "20", "14", "env", "PREFS_DEMO_UI_FONTSIZE",
            ])
        #expect(table.first { $0.contains(" theme ") }?.hasSuffix(" defaults file \(defaults)") == true)
    }

    @Test func getJSONNamesTheSource() throws {
        let run = try sandbox.run(["--pref", "ui.fontSize=12", "get", "ui.fontSize", "--json"])
        #expect(try run.json().jsonText("source", "value") == #"{"source":"argument","value":12}"#, "\(run)")
        #expect(sandbox.fileBytes == nil, "a one-run value is never written")
    }

    @Test(arguments: [
        DemoCase(
            name: "an invalid environment value is a warning and the value below applies",
            before: [["set", "tabWidth=2"]], arguments: ["get", "tabWidth"],
            environment: ["PREFS_DEMO_TABWIDTH": "wide"], status: 0, output: "2\n",
            errors: [
                "warning: 'tabWidth': \"wide\" is not allowed; expected an integer; the value from env PREFS_DEMO_TABWIDTH is ignored"
            ]),
        DemoCase(
            name: "an invalid defaults file value is a warning",
            files: ["defaults.json": #"{"ui.fontSize": 99, "theme": "dark"}"#],
            arguments: ["--defaults", "$DIR/defaults.json", "get", "ui.fontSize"], status: 0, output: "14\n",
            errors: [
                "warning: 'ui.fontSize': 99 is not allowed; expected 10...24 in steps of 1; the value from defaults file $DIR/defaults.json is ignored"
            ]),
        DemoCase(
            name: "a write to a locked key fails naming the lock and the batch is refused whole",
            files: ["locked.json": #"{"theme": "light"}"#], before: [["set", "tabWidth=2"]],
            arguments: ["--locked", "$DIR/locked.json", "set", "tabWidth=3", "theme=dark"], status: 1,
            errors: ["error: 'theme' is locked by $DIR/locked.json; it cannot be changed"]),
        // A key the --locked file holds is never written, even when the preference rejects its locked value: not by
        // a move of a legacy key's value to it, nor by a conversion of its value.
        DemoCase(
            name: "migrate refuses a move to a key locked with a rejected value and writes nothing",
            files: ["prefs.json": #"{"fontSize": 16}"#, "locked.json": #"{"ui.fontSize": 99}"#],
            arguments: ["--locked", "$DIR/locked.json", "migrate"], status: 1,
            errors: [
                "warning: 'ui.fontSize': 99 is not allowed; expected 10...24 in steps of 1; the value from locked "
                    + "$DIR/locked.json is ignored",
                "error: 'ui.fontSize' is locked by $DIR/locked.json; it cannot be changed",
            ]),
        DemoCase(
            name: "migrate refuses a conversion of a key locked with a rejected value and writes nothing",
            files: ["prefs.json": #"{"wrapLines": "yes"}"#, "locked.json": #"{"wrapLines": "no"}"#],
            arguments: ["--locked", "$DIR/locked.json", "migrate"], status: 1,
            errors: [
                #"warning: 'wrapLines': "no" is not a valid Bool; the value from locked $DIR/locked.json is ignored"#,
                "error: 'wrapLines' is locked by $DIR/locked.json; it cannot be changed",
            ]),
        DemoCase(
            name: "reset of everything leaves locked keys and says so, in one line per key",
            files: ["locked.json": #"{"theme": "light"}"#], before: [["set", "tabWidth=2", "theme=dark"]],
            arguments: ["--locked", "$DIR/locked.json", "reset", "--all"], status: 0,
            output:
                "tabWidth  2  →  4\nChanged 1 preference in $DIR/prefs.json.\n"
                + "'theme' stays light while locked $DIR/locked.json sets it; its value in the file is left as it is.\n",
            stored: #"{"theme":"dark"}"#),
        DemoCase(
            name: "a dry run of reset of everything says what the real run would",
            files: ["locked.json": #"{"theme": "light"}"#], before: [["set", "tabWidth=2", "theme=dark"]],
            arguments: ["--locked", "$DIR/locked.json", "reset", "--all", "--dry-run"], status: 0,
            output:
                "tabWidth  2  →  4\nWould change 1 preference in $DIR/prefs.json; nothing was written (--dry-run).\n"
                + "'theme' stays light while locked $DIR/locked.json sets it; its value in the file is left as it is.\n"
        ),
        DemoCase(
            name: "a dry run of reset says a lower layer still gives a value, as the real run does",
            files: ["defaults.json": #"{"theme": "light"}"#], before: [["set", "theme=dark"]],
            arguments: ["--defaults", "$DIR/defaults.json", "reset", "theme", "--dry-run"], status: 0,
            output:
                "theme  dark  →  light\nWould change 1 preference in $DIR/prefs.json; nothing was written (--dry-run).\n"
                + "'theme' still reads light from the defaults file $DIR/defaults.json.\n"),
        // A change `set` makes starts from the value the key reads, as `get` prints it: the defaults file's here.
        DemoCase(
            name: "set shows the value a defaults file gives as the old value",
            files: ["defaults.json": #"{"theme": "light"}"#],
            arguments: ["--defaults", "$DIR/defaults.json", "set", "theme=dark"], status: 0,
            output: "theme  light  →  dark\nChanged 1 preference in $DIR/prefs.json.\n", stored: #"{"theme":"dark"}"#),
        DemoCase(
            name: "a dry run of set shows the value a defaults file gives as the old value",
            files: ["defaults.json": #"{"theme": "light"}"#],
            arguments: ["--defaults", "$DIR/defaults.json", "set", "theme=dark", "--dry-run"], status: 0,
            output:
                "theme  light  →  dark\nWould change 1 preference in $DIR/prefs.json; nothing was written (--dry-run).\n"
        ),
        DemoCase(
            name: "set --json gives the value a defaults file gives as the old value",
            files: ["defaults.json": #"{"theme": "light"}"#],
            arguments: ["--defaults", "$DIR/defaults.json", "set", "theme=dark", "--json"], status: 0,
            output: """
                {
                  "changes": [
                    {
                      "key": "theme",
                      "old": "light",
                      "new": "dark",
                      "requiresRestart": false,
                      "source": "file $DIR/prefs.json"
                    }
                  ],
                  "needsRestart": false,
                  "dryRun": false
                }\n
                """, stored: #"{"theme":"dark"}"#),
        DemoCase(
            name: "a dry run of set --json gives the value a defaults file gives as the old value",
            files: ["defaults.json": #"{"theme": "light"}"#],
            arguments: ["--defaults", "$DIR/defaults.json", "set", "theme=dark", "--json", "--dry-run"], status: 0,
            output: """
                {
                  "changes": [
                    {
                      "key": "theme",
                      "old": "light",
                      "new": "dark",
                      "requiresRestart": false,
                      "source": "file $DIR/prefs.json"
                    }
                  ],
                  "needsRestart": false,
                  "dryRun": true
                }\n
                """),
        // The declared default is a change over a defaults file's value: it is stored, and the key reads it.
        DemoCase(
            name: "set of the declared default over a defaults file's value stores it",
            files: ["defaults.json": #"{"theme": "light"}"#],
            arguments: ["--defaults", "$DIR/defaults.json", "set", "theme=system"], status: 0,
            output: "theme  light  →  system\nChanged 1 preference in $DIR/prefs.json.\n",
            stored: #"{"theme":"system"}"#),
        DemoCase(
            name: "set of the value a defaults file gives stores it and says the value stays the same",
            files: ["defaults.json": #"{"theme": "light"}"#],
            arguments: ["--defaults", "$DIR/defaults.json", "set", "theme=light"], status: 0,
            output:
                "Stored 'theme' in $DIR/prefs.json: it already read that value, so its value stays the same.\n",
            stored: #"{"theme":"light"}"#),
        DemoCase(
            name: "a dry run of set of the value a defaults file gives says what the real run would",
            files: ["defaults.json": #"{"theme": "light"}"#],
            arguments: ["--defaults", "$DIR/defaults.json", "set", "theme=light", "--dry-run"], status: 0,
            output:
                "Would store 'theme' in $DIR/prefs.json: it already read that value, so its value stays the same; "
                + "nothing was written (--dry-run).\n"),
        DemoCase(
            name: "set under an override stores the value and says so in one line",
            arguments: ["set", "ui.fontSize=16"],
            environment: ["PREFS_DEMO_UI_FONTSIZE": "20"], status: 0,
            output:
                "ui.fontSize  14  →  16\nChanged 1 preference in $DIR/prefs.json.\n"
                + "'ui.fontSize' stays 20 while env PREFS_DEMO_UI_FONTSIZE sets it.\n", stored: #"{"ui.fontSize":16}"#),
        DemoCase(
            name: "reset explains when a layer still gives a value, and shows what the preference then reads",
            files: ["defaults.json": #"{"theme": "light"}"#], before: [["set", "theme=dark", "ui.fontSize=16"]],
            arguments: [
                "--defaults", "$DIR/defaults.json", "--pref", "ui.fontSize=12", "reset", "theme", "ui.fontSize",
            ], status: 0,
            output:
                "theme        dark  →  light\nui.fontSize  16    →  14\nChanged 2 preferences in $DIR/prefs.json.\n"
                + "'theme' still reads light from the defaults file $DIR/defaults.json.\n"
                + "'ui.fontSize' stays 12 while argument sets it.\n", stored: "{}"),
        DemoCase(
            name: "an unknown --pref key fails before anything is read", arguments: ["--pref", "fontsize=12", "dump"],
            status: 1,
            errors: [
                "error: no preference has the key 'fontsize'; did you mean 'ui.fontSize' (the key of the property "
                    + "'fontSize')?"
            ]),
        DemoCase(
            name: "an invalid --pref value fails before anything is read",
            arguments: ["--pref", "ui.fontSize=big", "dump"], status: 1,
            errors: ["error: 'ui.fontSize': \"big\" is not a number"]),
        DemoCase(
            name: "a --pref that is not KEY=VALUE is a usage error", arguments: ["dump", "--pref", "ui.fontSize"],
            status: 2, errors: ["error: --pref 'ui.fontSize' is not KEY=VALUE"]),
        DemoCase(
            name: "a missing layer file fails", arguments: ["--defaults", "$DIR/nope.json", "dump"], status: 1,
            errors: ["error: --defaults $DIR/nope.json: no such file"]),
        DemoCase(
            name: "an unreadable layer file fails and is left as it is", files: ["locked.json": #"{"theme": "#],
            arguments: ["--locked", "$DIR/locked.json", "dump"], status: 1,
            errors: [
                "error: --locked $DIR/locked.json: line 1, column 11 (byte 10): unexpected end of the text; it may be truncated; the file was left as it is: fix or remove it, then try again"
            ]),
    ])
    func layersFromTheCommandLine(_ row: DemoCase) throws {
        try row.check()
    }

    /// A dry run reports the source the real run does (the defaults file), not the file's the value comes from now.
    @Test(arguments: [false, true])
    func resetJSONGivesTheDefaultsFilesValueAsTheNewValue(dryRun: Bool) throws {
        try sandbox.run(["set", "theme=dark"])
        let defaults = try layerFile(sandbox, "defaults.json", #"{"theme": "light"}"#)
        let json = try sandbox.run(
            ["--defaults", defaults, "reset", "theme", "--json"] + (dryRun ? ["--dry-run"] : [])
        )
        .json()
        let change = try #require((json["changes"] as? [[String: Any]])?.first)
        #expect(
            change.jsonText("old", "new", "source")
                == jsonText(["old": "dark", "new": "light", "source": "defaults file \(defaults)"]))
    }

    @Test func helpListsTheLayerOptionsAndVariables() throws {
        let run = try DemoSandbox().run(["dump", "--help"])
        let listed = ["--defaults FILE", "--locked FILE", "--pref KEY=VALUE", "PREFS_DEMO_"]
        #expect(listed.filter { !run.output.contains($0) } == [], "\(run.output)")
    }
}
