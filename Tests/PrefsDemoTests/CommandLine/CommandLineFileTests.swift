import Foundation
import Testing

/// Which file the tool uses, what it does with a file it cannot read, two processes at once, and colour.
@Suite struct CommandLineFileTests {
    /// A new sandbox for every test: Swift Testing makes a new suite value per test.
    let sandbox = DemoSandbox()

    @Test func defaultFileIsInXDGConfigHomeAndItsDirectoriesAreCreated() throws {
        let config = sandbox.directory.appendingPathComponent("config")
        let run = try sandbox.run(
            ["set", "tabWidth=2"], environment: ["PREFS_DEMO_FILE": nil, "XDG_CONFIG_HOME": config.path])
        #expect(run.status == 0, "\(run)")
        let file = config.appendingPathComponent("prefs-demo/prefs.json")
        #expect(run.output.contains("in \(file.path)."))
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(stored?["tabWidth"] as? Int == 2)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func withoutXDGConfigHomeTheFileIsUnderHome() throws {
        for overrides: [String: String?] in [
            ["PREFS_DEMO_FILE": nil, "XDG_CONFIG_HOME": nil],
            ["PREFS_DEMO_FILE": "", "XDG_CONFIG_HOME": "relative/dir"],
        ] {
            let run = try sandbox.run(["dump", "--json"], environment: overrides)
            let expected = sandbox.directory.appendingPathComponent("home/.config/prefs-demo/prefs.json").path
            #expect(try run.json()["file"] as? String == expected, "\(overrides)")
        }
    }

    /// Every command that reads the file fails on an unreadable one, names it, and leaves it exactly as it was.
    @Test(arguments: [["dump"], ["dump", "--json"], ["get", "tabWidth"], ["set", "tabWidth=2"], ["reset", "--all"]])
    func corruptFileFailsNamesTheFileAndIsKept(arguments: [String]) throws {
        let bytes = Data("{\n  \"tabWidth\": 2,\n  \"theme\": \"dark\"\n".utf8)
        try bytes.write(to: sandbox.file)
        let run = try sandbox.run(arguments)
        #expect((run.status, run.output.isEmpty) == (1, true))
        #expect(
            run.errorLines == [
                "error: \(sandbox.file.path): line 4, column 1 (byte 37): expected ',' or '}' after the value of \"theme\"; the file was left as it is: fix or remove it, then try again"
            ], "\(run)")
        #expect(sandbox.fileBytes == bytes)
        #expect(sandbox.entries == ["prefs.json"], "nothing moved aside, no lock file or temporary file left")
    }

    @Test func aDirectoryWhereTheFileShouldBeFails() throws {
        try FileManager.default.createDirectory(at: sandbox.file, withIntermediateDirectories: false)
        let run = try sandbox.run(["set", "tabWidth=2"])
        #expect(run.status == 1)
        #expect(run.errorLines.first?.hasPrefix("error: \(sandbox.file.path): is a directory") == true, "\(run)")
    }

    @Test func searchAndSchemaDoNotNeedAReadableFile() throws {
        try Data("garbage".utf8).write(to: sandbox.file)
        #expect(try sandbox.run(["search", "font"]).status == 0)
        #expect(try sandbox.run(["schema"]).status == 0)
        #expect(sandbox.fileBytes == Data("garbage".utf8))
    }

    /// Two `set` processes started together, each writing its own key, both land, round after round.
    @Test func twoSetProcessesAtOnceKeepBothKeys() throws {
        for round in 0..<10 {
            let first = try sandbox.start(["set", "tabWidth=\(round % 8 + 1)", "fontFamily=Font \(round)"])
            let second = try sandbox.start(["set", "timeout=\(round + 10)", "userName=User \(round)"])
            #expect((first.finish().status, second.finish().status) == (0, 0))
            let stored = try sandbox.storedJSON()
            #expect(stored["tabWidth"] as? Int == round % 8 + 1, "round \(round)")
            #expect(stored["fontFamily"] as? String == "Font \(round)", "round \(round)")
            #expect(stored["timeout"] as? Double == Double(round + 10), "round \(round)")
            #expect(stored["userName"] as? String == "User \(round)", "round \(round)")
        }
    }

    /// Colour on a terminal (a pseudo-terminal made by `script`), never with `NO_COLOR`, never into a pipe.
    @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let executable = try #require(DemoExecutable.url)
        func onTerminal(_ noColor: String?) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            var environment = sandbox.environment()
            environment["NO_COLOR"] = noColor
            process.environment = environment
            process.arguments = ["script"] + Self.scriptArguments(running: [executable.path, "search", "font"])
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "script runs the tool on a pseudo-terminal: \(text)")
            return text
        }
        #expect(try onTerminal(nil).contains("\u{1B}[1mFont Size"))
        #expect(try !onTerminal("1").contains("\u{1B}["))
        #expect(try !sandbox.run(["search", "font"]).output.contains("\u{1B}["))
    }

    /// The arguments of `script(1)` that run `command` on a pseudo-terminal, quietly, keeping no typescript: BSD's
    /// `script` (Apple platforms) takes the command as arguments after the file, util-linux's as one shell string.
    private static func scriptArguments(running command: [String]) -> [String] {
        #if canImport(Darwin)
            ["-q", "/dev/null"] + command
        #else
            ["-qec", command.map { "'\($0)'" }.joined(separator: " "), "/dev/null"]
        #endif
    }
}
