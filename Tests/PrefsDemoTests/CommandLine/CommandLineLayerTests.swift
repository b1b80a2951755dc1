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

    private func source(of key: String, in document: [String: Any]) -> String? {
        let prefs = document["prefs"] as? [[String: Any]] ?? []
        return prefs.first { $0["key"] as? String == key }?["source"] as? String
    }

    @Test func dumpNamesTheSourceOfEveryValue() throws {
        try sandbox.run(["set", "tabWidth=2"])
        let defaults = try layerFile(sandbox, "defaults.json", #"{"theme": "dark"}"#)
        let locked = try layerFile(sandbox, "locked.json", #"{"language": "fr"}"#)
        let arguments = ["--defaults", defaults, "--locked", locked, "--pref", "wrapLines=yes"]
        let environment = ["PREFS_DEMO_UI_FONTSIZE": "20"]
        let run = try sandbox.run(arguments + ["dump", "--json"], environment: environment)
        #expect(run.status == 0, "\(run)")
        let document = try run.json()
        #expect(source(of: "tabWidth", in: document) == "file \(sandbox.file.path)")
        #expect(source(of: "theme", in: document) == "defaults file \(defaults)")
        #expect(source(of: "language", in: document) == "locked \(locked)")
        #expect(source(of: "wrapLines", in: document) == "argument")
        #expect(source(of: "ui.fontSize", in: document) == "env PREFS_DEMO_UI_FONTSIZE")
        #expect(source(of: "userName", in: document) == "default")

        let table = try sandbox.run(arguments + ["dump"], environment: environment)
        let fontSize = try #require(table.output.split(separator: "\n").first { $0.contains(" ui.fontSize ") })
        #expect(
            fontSize.split(separator: " ") == [
                "*", "ui.fontSize", "double", "20", "14", "env", "PREFS_DEMO_UI_FONTSIZE",
            ])
        let theme = try #require(table.output.split(separator: "\n").first { $0.contains(" theme ") })
        #expect(theme.hasSuffix(" defaults file \(defaults)"))
    }

    @Test func getJSONNamesTheSource() throws {
        let run = try sandbox.run(["--pref", "ui.fontSize=12", "get", "ui.fontSize", "--json"])
        #expect(run.status == 0, "\(run)")
        let entry = try run.json()
        #expect(entry["value"] as? Double == 12)
        #expect(entry["source"] as? String == "argument")
        #expect(sandbox.fileBytes == nil, "a one-run value is never written")
    }

    @Test func anInvalidEnvironmentValueIsAWarningAndTheValueBelowApplies() throws {
        try sandbox.run(["set", "tabWidth=2"])
        let run = try sandbox.run(["get", "tabWidth"], environment: ["PREFS_DEMO_TABWIDTH": "wide"])
        #expect(run.status == 0, "\(run)")
        #expect(run.output == "2\n")
        #expect(
            run.errorLines == [
                "warning: 'tabWidth': \"wide\" is not allowed; expected an integer; the value from env PREFS_DEMO_TABWIDTH is ignored"
            ])
    }

    @Test func anInvalidDefaultsFileValueIsAWarning() throws {
        let defaults = try layerFile(sandbox, "defaults.json", #"{"ui.fontSize": 99, "theme": "dark"}"#)
        let run = try sandbox.run(["--defaults", defaults, "get", "ui.fontSize"])
        #expect(run.status == 0, "\(run)")
        #expect(run.output == "14\n")
        #expect(
            run.errorLines == [
                "warning: 'ui.fontSize': 99 is not allowed; expected 10...24 in steps of 1; the value from defaults file \(defaults) is ignored"
            ])
    }

    @Test func aWriteToALockedKeyFailsNamingTheLockAndWritesNothing() throws {
        try sandbox.run(["set", "tabWidth=2"])
        let before = sandbox.fileBytes
        let locked = try layerFile(sandbox, "locked.json", #"{"theme": "light"}"#)
        let run = try sandbox.run(["--locked", locked, "set", "tabWidth=3", "theme=dark"])
        #expect(run.status == 1)
        #expect(run.errorLines == ["error: 'theme' is locked by \(locked); it cannot be changed"])
        #expect(sandbox.fileBytes == before, "the batch is refused whole")
    }

    @Test func resetOfEverythingLeavesLockedKeysAndSaysSo() throws {
        try sandbox.run(["set", "tabWidth=2", "theme=dark"])
        let locked = try layerFile(sandbox, "locked.json", #"{"theme": "light"}"#)
        let run = try sandbox.run(["--locked", locked, "reset", "--all"])
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("tabWidth  2  →  4"))
        #expect(run.output.contains("'theme' is locked \(locked): left as it is."), "\(run)")
        #expect(try sandbox.storedJSON()["theme"] as? String == "dark")
    }

    @Test func setUnderAnOverrideSaysSoInOneLine() throws {
        let run = try sandbox.run(["set", "ui.fontSize=16"], environment: ["PREFS_DEMO_UI_FONTSIZE": "20"])
        #expect(run.status == 0, "\(run)")
        #expect(try sandbox.storedJSON()["ui.fontSize"] as? Double == 16, "the value is stored")
        let lines = run.output.split(separator: "\n")
        #expect(lines.last == "'ui.fontSize' stays 20 while env PREFS_DEMO_UI_FONTSIZE sets it.")
        #expect(lines.filter { $0.contains("stays") }.count == 1)
    }

    @Test func resetExplainsWhenALayerStillGivesAValue() throws {
        try sandbox.run(["set", "theme=dark", "ui.fontSize=16"])
        let defaults = try layerFile(sandbox, "defaults.json", #"{"theme": "light"}"#)
        let run = try sandbox.run(["--defaults", defaults, "--pref", "ui.fontSize=12", "reset", "theme", "ui.fontSize"])
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("'theme' still reads light from the defaults file \(defaults)."), "\(run)")
        #expect(run.output.contains("'ui.fontSize' stays 12 while argument sets it."), "\(run)")
        #expect(try sandbox.storedJSON().isEmpty)
        // The change shows what the preference reads once the file holds nothing: the defaults file's value.
        #expect(run.output.contains("theme        dark  →  light"), "\(run)")
        #expect(run.output.contains("ui.fontSize  16    →  14"), "\(run)")
    }

    @Test func resetJSONGivesTheDefaultsFilesValueAsTheNewValue() throws {
        try sandbox.run(["set", "theme=dark"])
        let defaults = try layerFile(sandbox, "defaults.json", #"{"theme": "light"}"#)
        let json = try sandbox.run(["--defaults", defaults, "reset", "theme", "--json"]).json()
        let change = try #require((json["changes"] as? [[String: Any]])?.first)
        #expect(change["old"] as? String == "dark")
        #expect(change["new"] as? String == "light")
        #expect(change["source"] as? String == "defaults file \(defaults)")
    }

    @Test func aBadPrefArgumentFailsBeforeAnythingIsRead() throws {
        let unknown = try sandbox.run(["--pref", "fontsize=12", "dump"])
        #expect(unknown.status == 1)
        #expect(
            unknown.errorLines == [
                "error: no preference has the key 'fontsize'; did you mean 'ui.fontSize' (the key of the property "
                    + "'fontSize')?"
            ])
        let invalid = try sandbox.run(["--pref", "ui.fontSize=big", "dump"])
        #expect(invalid.status == 1)
        #expect(invalid.errorLines == ["error: 'ui.fontSize': \"big\" is not a number"], "\(invalid)")
        let malformed = try sandbox.run(["dump", "--pref", "ui.fontSize"])
        #expect(malformed.status == 2)
        #expect(malformed.errorLines == ["error: --pref 'ui.fontSize' is not KEY=VALUE"])
    }

    @Test func aMissingOrUnreadableLayerFileFails() throws {
        let missing = sandbox.directory.appendingPathComponent("nope.json").path
        let run = try sandbox.run(["--defaults", missing, "dump"])
        #expect(run.status == 1)
        #expect(run.errorLines == ["error: --defaults \(missing): no such file"])
        let broken = try layerFile(sandbox, "locked.json", #"{"theme": "#)
        let unreadable = try sandbox.run(["--locked", broken, "dump"])
        #expect(unreadable.status == 1)
        #expect(unreadable.errorLines.first?.hasPrefix("error: --locked \(broken): ") == true, "\(unreadable)")
        #expect(try String(contentsOfFile: broken, encoding: .utf8) == #"{"theme": "#, "the file is left as it is")
    }

    @Test func helpListsTheLayerOptionsAndVariables() throws {
        let run = try DemoSandbox().run(["dump", "--help"])
        for option in ["--defaults FILE", "--locked FILE", "--pref KEY=VALUE"] {
            #expect(run.output.contains(option), "\(option) in \(run.output)")
        }
        #expect(run.output.contains("PREFS_DEMO_"), "\(run.output)")
    }
}
