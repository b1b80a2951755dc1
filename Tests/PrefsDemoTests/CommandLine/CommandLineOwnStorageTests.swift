import Foundation
import Testing

/// An app's own tool over a storage of the app's own (`PrefsTestHelper app-tool`, a notes app whose storage is built
/// on `PrefsValueStore`), run as a process: `--locked`, `--defaults`, `--pref` and the environment take effect with
/// their sources, or the command fails naming them and writes nothing; a locked key is never written.
@Suite struct CommandLineOwnStorageTests {
    let sandbox = DemoSandbox()

    /// Runs `PrefsTestHelper app-tool WIRING arguments…` with `$NOTES_FILE` naming the sandbox's file.
    private func run(
        _ wiring: String, _ arguments: [String], environment: [String: String?] = [:]
    ) throws -> DemoRun {
        var overrides = environment
        overrides["NOTES_FILE"] = sandbox.file.path
        return try sandbox.run([AppTool.command, wiring] + arguments, environment: overrides, executable: AppTool.url)
    }

    private func write(_ name: String, _ json: String) throws -> URL {
        let url = sandbox.directory.appendingPathComponent(name)
        try Data(json.utf8).write(to: url)
        return url
    }

    private static let fix =
        "the schema that makeSchema made does not use the storage it is given (its storage is AppJSONStorage); "
        + "build the schema over the storage makeSchema is given (a wrapper that forwards to it is fine), or give "
        + "the tool the app's own storage as openStorage"

    /// The issue's measurement, as the user ran it: their own storage, `--locked` holding `syncEnabled`, and `set
    /// syncEnabled=true`. It wrote the key and exited 0; now it fails with status 1, naming the option and the fix,
    /// and the file is byte for byte what it was.
    @Test func theIssuesScenarioIsRefusedAndTheFileIsUnchanged() throws {
        let file = try write("prefs.json", #"{"theme": "dark", "syncEnabled": false}"#)
        let bytes = try Data(contentsOf: file)
        let locked = try write("locked.json", #"{"syncEnabled": false}"#)
        let run = try run("ignores-given", ["--locked", locked.path, "set", "syncEnabled=true"])
        #expect(run.status == 1, "\(run)")
        #expect(run.output.isEmpty)
        #expect(run.errors == "error: --locked \(locked.path) cannot take effect: \(Self.fix)\n")
        #expect(try Data(contentsOf: file) == bytes)
        #expect(sandbox.entries == ["locked.json", "prefs.json"], "no lock or temporary file either")
    }

    /// `--pref` and `--defaults`, which the user's storage turned off silently, are named too.
    @Test func everyLayerAnIgnoredStorageWouldLoseIsNamed() throws {
        _ = try write("prefs.json", #"{"theme": "dark"}"#)
        let defaults = try write("defaults.json", #"{"fontSize": 12}"#)
        let run = try run(
            "ignores-given", ["--defaults", defaults.path, "--pref", "theme=light", "get", "theme"],
            environment: ["NOTES_FONTSIZE": "16"])
        #expect(run.status == 1)
        #expect(
            run.errors
                == "error: --defaults \(defaults.path), --pref theme=light and the variable NOTES_FONTSIZE cannot take "
                + "effect: \(Self.fix)\n")
    }

    /// Given to the tool as `openStorage` (bare, or under a wrapper that forwards everything), the app's storage
    /// keeps every layer: the lock refuses the write, and nothing reaches the file.
    @Test(arguments: ["open-storage", "audited"])
    func aLockedKeyOfTheAppsStorageIsRefused(_ wiring: String) throws {
        let file = try write("prefs.json", #"{"theme": "dark"}"#)
        let bytes = try Data(contentsOf: file)
        let locked = try write("locked.json", #"{"syncEnabled": false}"#)
        for arguments in [["set", "syncEnabled=true"], ["set", "theme=light", "syncEnabled=true", "--dry-run"]] {
            let run = try run(wiring, ["--locked", locked.path] + arguments)
            #expect(run.status == 1, "\(arguments): \(run)")
            #expect(run.errors == "error: 'syncEnabled' is locked by \(locked.path); it cannot be changed\n")
        }
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test(arguments: ["open-storage", "audited"])
    func everyLayerOfTheAppsStorageTakesEffectWithItsSource(_ wiring: String) throws {
        _ = try write("prefs.json", #"{"theme": "dark", "sync.interval": 30}"#)
        let locked = try write("locked.json", #"{"syncEnabled": true}"#)
        let defaults = try write("defaults.json", #"{"fontSize": 12, "sync.interval": 600}"#)
        let layers = ["--locked", locked.path, "--defaults", defaults.path, "--pref", "sync.server=https://a.test"]
        let dump = try run(wiring, layers + ["dump", "--json"], environment: ["NOTES_THEME": "sepia"])
        #expect(dump.status == 0, "\(dump)")
        let prefs = try #require(try dump.json()["prefs"] as? [[String: Any]])
        let rows = Dictionary(uniqueKeysWithValues: prefs.map { ($0["key"] as? String ?? "", $0) })
        #expect(rows["syncEnabled"]?["source"] as? String == "locked \(locked.path)")
        #expect(rows["syncEnabled"]?["value"] as? Bool == true)
        #expect(rows["fontSize"]?["source"] as? String == "defaults file \(defaults.path)")
        #expect(rows["sync.server"]?["source"] as? String == "argument")
        #expect(rows["theme"]?["source"] as? String == "env NOTES_THEME")
        #expect(rows["theme"]?["value"] as? String == "sepia")
        #expect(rows["sync.interval"]?["source"] as? String == "storage")
        // A write lands in the app's storage, which rewrites its file; the one-run values are not written.
        let set = try run(wiring, layers + ["set", "fontSize=18"])
        #expect(set.status == 0, "\(set)")
        let reset = try run(wiring, layers + ["reset", "sync.interval"])
        #expect(reset.output.hasSuffix("'sync.interval' still reads 600 from the defaults file \(defaults.path).\n"))
        let stored = try sandbox.storedJSON()
        #expect(stored.keys.sorted() == ["fontSize", "theme"])
        #expect(stored["fontSize"] as? Int == 18)
    }

    /// A wrapper with only the requirements reaches the file (commands without layers work), but it cannot say where
    /// a layer's value comes from: a layer that gives one fails the command, naming it and the fix.
    @Test func aWrapperThatForwardsNoCapabilityIsRefusedWhenALayerGivesAValue() throws {
        let file = try write("prefs.json", #"{"theme": "dark"}"#)
        #expect(try run("minimal-wrapper", ["set", "fontSize=16"]).status == 0)
        let bytes = try Data(contentsOf: file)
        let run = try run("minimal-wrapper", ["--pref", "theme=light", "set", "fontSize=18"])
        #expect(run.status == 1)
        #expect(
            run.errors
                == "error: --pref theme=light cannot take effect: the schema's storage (MinimalWrapper) wraps the one "
                + "it is given without forwarding source(forKey:), so 'dump' and 'get' could not say where 'theme' "
                + "reads its value from; forward source(forKey:) and the other capabilities to the wrapped storage "
                + "(see \"Your own storage\" in Docs/Storage.md)\n")
        #expect(try Data(contentsOf: file) == bytes)
    }

    /// `watch` over a nested document (`fileKeys = .nestedPaths`) reports a change an editor makes inside a nested
    /// member, and one another process's `set` makes, by the preference's path.
    @Test func watchReportsAChangeInsideANestedMemberByItsPath() async throws {
        let file = try write("prefs.json", #"{"sync": {"interval": 60, "server": "https://a.test"}, "x": {"y": 1}}"#)
        let watch = try sandbox.start(
            [AppTool.command, "nested", "watch", "--json"], environment: ["NOTES_FILE": file.path],
            executable: AppTool.url)
        let ready = await waitFor { watch.errorsSoFar.contains("press Ctrl-C to stop") }
        if !ready { watch.kill() }
        try #require(ready, "watch did not start: \(watch.errorsSoFar)")
        try Data(#"{"sync": {"interval": 120, "server": "https://a.test"}, "x": {"y": 1}}"#.utf8).write(to: file)
        let edited = await waitFor { watch.outputSoFar.contains("sync.interval") }
        let set = try run("nested", ["set", "sync.server=https://b.test"])
        #expect(set.status == 0, "\(set)")
        let printed = await waitFor { watch.outputSoFar.contains("sync.server") }
        watch.interrupt()
        let result = watch.finish()
        #expect(edited && printed, "\(result)")
        #expect(result.status == 0)
        let lines = try result.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        #expect(lines.count == 2, "one line per change: \(result.output)")
        let interval = try #require(lines.first)
        #expect(interval["key"] as? String == "sync.interval")
        #expect(interval["old"] as? Int == 60 && interval["new"] as? Int == 120)
        #expect(interval["source"] as? String == "file \(file.path)")
        let server = try #require(lines.last)
        #expect(server["key"] as? String == "sync.server")
        #expect(server["old"] as? String == "https://a.test" && server["new"] as? String == "https://b.test")
        let stored = try sandbox.storedJSON()
        #expect(stored["x"] as? [String: Int] == ["y": 1], "the member no preference declares is kept")
        #expect((stored["sync"] as? [String: Any])?["server"] as? String == "https://b.test")
    }
}

/// `PrefsTestHelper app-tool`, an app's own tool.
private enum AppTool {
    static let command = "app-tool"
    static var url: URL? { DemoExecutable.testHelper }
}

/// Polls `condition` every 20 ms until it holds or `timeout` passes; the result is whether it held.
private func waitFor(timeout: Duration = .seconds(15), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}
