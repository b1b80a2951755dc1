import Foundation
import Testing

/// `PrefsDemo watch` runs while a second process changes the file; each deadline matters only on failure.
@Suite struct CommandLineWatchTests {
    /// Starts `watch` with `arguments` and waits until it watches (it says so on standard error).
    private func startWatching(_ sandbox: DemoSandbox, _ arguments: [String]) async throws -> RunningDemo {
        let watch = try sandbox.start(arguments)
        let ready = await waitFor { watch.errorsSoFar.contains("press Ctrl-C to stop") }
        if !ready { watch.kill() }
        try #require(ready, "watch did not start: \(watch.errorsSoFar)")
        return watch
    }

    @Test func jsonLinesReportAnotherProcessesSetAndCtrlCExitsZero() async throws {
        let sandbox = DemoSandbox()
        #expect(try sandbox.run(["set", "ui.fontSize=16"]).status == 0)
        let watch = try await startWatching(sandbox, ["watch", "--json"])
        let set = try sandbox.run(["set", "ui.fontSize=18", "proxyPassword=hunter2"])
        #expect(set.status == 0, "\(set)")
        let printed = await waitFor { watch.outputSoFar.split(separator: "\n").count >= 2 }
        watch.interrupt()
        let run = watch.finish()
        #expect(printed, "\(run)")
        #expect(run.status == 0, "Ctrl-C ends watch with status 0: \(run)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        let font = try #require(objects.first { $0["key"] as? String == "ui.fontSize" }, "\(lines)")
        #expect(font["old"] as? Double == 16 && font["new"] as? Double == 18)
        #expect(font["source"] as? String == "file \(sandbox.file.path)")
        let password = try #require(objects.first { $0["key"] as? String == "proxyPassword" }, "\(lines)")
        #expect(password["old"] is NSNull && password["new"] as? String == "<redacted>")
        #expect(objects.count == 2, "one line per changed preference: \(lines)")
    }

    @Test func textLinesFollowOnlyTheNamedKeysAndSeeADefaultsFile() async throws {
        let sandbox = DemoSandbox()
        let defaults = sandbox.directory.appendingPathComponent("defaults.json")
        try Data(#"{"tabWidth": 2}"#.utf8).write(to: defaults)
        let watch = try await startWatching(
            sandbox, ["--defaults", defaults.path, "watch", "tabWidth", "wrapLines"])
        #expect(try sandbox.run(["set", "ui.fontSize=18", "wrapLines=true"]).status == 0)
        #expect(await waitFor { watch.outputSoFar.contains("wrapLines") })
        try Data(#"{"tabWidth": 3}"#.utf8).write(to: defaults)
        let printed = await waitFor { watch.outputSoFar.contains("tabWidth") }
        watch.interrupt()
        let run = watch.finish()
        #expect(printed, "\(run)")
        #expect(run.status == 0)
        #expect(
            run.output == """
                wrapLines  false → true
                tabWidth  2 → 3  (defaults file \(defaults.path))

                """)
    }

    @Test func anUnknownKeyFailsAtOnce() throws {
        let run = try DemoSandbox().run(["watch", "tabWidht"])
        #expect(
            (run.status, run.errors, run.output.isEmpty) == (
                1, "error: no preference has the key 'tabWidht'; did you mean 'tabWidth'?\n", true
            ))
    }
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
