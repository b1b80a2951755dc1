import Foundation
import Testing

/// Help and usage errors: `--help` everywhere, exit status 2 and one `error:` line for a command line that is wrong.
@Suite struct CommandLineUsageTests {
    /// A new sandbox for every test: Swift Testing makes a new suite value per test.
    let sandbox = DemoSandbox()

    static let commands = ["dump", "get", "set", "reset", "migrate", "watch", "search", "schema"]

    @Test func helpListsEveryCommandAndTheFileRules() throws {
        for arguments in [["--help"], ["-h"], ["help"], []] {
            let run = try sandbox.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run)")
            #expect(run.errors.isEmpty)
            for command in Self.commands {
                #expect(run.output.contains("\n  \(command) "), "\(arguments) lists \(command)")
            }
            // The benchmark is a product of its own (PrefsBench), the tests' helpers another executable.
            for absent in ["bench", "stress-write", "migrate-hang"] {
                #expect(!run.output.contains(absent), "\(arguments) does not list \(absent)")
            }
            #expect(
                (
                    run.output.contains("$PREFS_DEMO_FILE"),
                    run.output.contains("Exit status: 0 on success, 1 when the command fails, 2 on a usage error.")
                ) == (true, true))
        }
    }

    @Test(arguments: commands)
    func everyCommandHasHelp(command: String) throws {
        for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
            let run = try sandbox.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run)")
            #expect(run.output.hasPrefix("Usage: PrefsDemo \(command) "), "\(run)")
            #expect(run.output.contains("  --help"))
        }
        #expect(sandbox.fileBytes == nil, "help never writes the file")
    }

    /// A usage error exits with status 2 and one line, and writes nothing.
    @Test(arguments: [
        DemoCase(
            name: ["dmp"].joined(separator: " "), arguments: ["dmp"], status: 2,
            errors: ["error: " + "unknown command 'dmp'; did you mean 'dump'? (see 'PrefsDemo --help')"]),
        DemoCase(
            name: ["dump", "--jsn"].joined(separator: " "), arguments: ["dump", "--jsn"], status: 2,
            errors: ["error: " + "unknown option '--jsn' for 'dump'"]),
        DemoCase(
            name: ["get"].joined(separator: " "), arguments: ["get"], status: 2,
            errors: ["error: " + "get needs exactly one KEY (see 'PrefsDemo get --help')"]),
        DemoCase(
            name: ["get", "a", "b"].joined(separator: " "), arguments: ["get", "a", "b"], status: 2,
            errors: ["error: " + "get needs exactly one KEY (see 'PrefsDemo get --help')"]),
        DemoCase(
            name: ["set"].joined(separator: " "), arguments: ["set"], status: 2,
            errors: ["error: " + "set needs at least one KEY=VALUE"]),
        DemoCase(
            name: ["set", "theme"].joined(separator: " "), arguments: ["set", "theme"], status: 2,
            errors: ["error: " + "'theme' is not KEY=VALUE (see 'PrefsDemo set --help')"]),
        DemoCase(
            name: ["migrate", "now"].joined(separator: " "), arguments: ["migrate", "now"], status: 2,
            errors: ["error: " + "migrate takes no arguments (see 'PrefsDemo migrate --help')"]),
        DemoCase(
            name: ["migrate", "--all"].joined(separator: " "), arguments: ["migrate", "--all"], status: 2,
            errors: ["error: " + "unknown option '--all' for 'migrate'"]),
        DemoCase(
            name: ["set", "=dark"].joined(separator: " "), arguments: ["set", "=dark"], status: 2,
            errors: ["error: " + "'=dark' is not KEY=VALUE (see 'PrefsDemo set --help')"]),
        DemoCase(
            name: ["reset"].joined(separator: " "), arguments: ["reset"], status: 2,
            errors: ["error: " + "reset needs KEY..., --group PATH or --all"]),
        DemoCase(
            name: ["reset", "theme", "--all"].joined(separator: " "), arguments: ["reset", "theme", "--all"], status: 2,
            errors: ["error: " + "give reset KEY..., --group PATH or --all, not several"]),
        DemoCase(
            name: ["search"].joined(separator: " "), arguments: ["search"], status: 2,
            errors: ["error: " + "search needs a QUERY (see 'PrefsDemo search --help')"]),
        DemoCase(
            name: ["search", "font", "--limit", "x"].joined(separator: " "),
            arguments: ["search", "font", "--limit", "x"], status: 2,
            errors: ["error: " + "--limit needs a positive number, not 'x'"]),
        DemoCase(
            name: ["search", "font", "--limit"].joined(separator: " "), arguments: ["search", "font", "--limit"],
            status: 2, errors: ["error: " + "'--limit' needs a value (--limit N)"]),
        DemoCase(
            name: ["dump", "--json=yes"].joined(separator: " "), arguments: ["dump", "--json=yes"], status: 2,
            errors: ["error: " + "'--json' takes no value"]),
        DemoCase(
            name: ["--file", "prefs.txt", "dump"].joined(separator: " "), arguments: ["--file", "prefs.txt", "dump"],
            status: 2, errors: ["error: " + "--file prefs.txt: the file name must end in .json or .plist"]),
        DemoCase(
            name: ["--file", "x.json"].joined(separator: " "), arguments: ["--file", "x.json"], status: 2,
            errors: ["error: " + "missing command; see 'PrefsDemo --help'"]),
        DemoCase(
            name: ["help", "nope"].joined(separator: " "), arguments: ["help", "nope"], status: 2,
            errors: ["error: " + "unknown command 'nope' (see 'PrefsDemo --help')"]),
        DemoCase(
            name: "a file named by the environment must be JSON or a property list too", arguments: ["dump"],
            environment: ["PREFS_DEMO_FILE": "/tmp/prefs.ini"], status: 2,
            errors: ["error: $PREFS_DEMO_FILE /tmp/prefs.ini: the file name must end in .json or .plist"]),
    ])
    func usageErrorsExitWithStatus2AndOneLine(_ row: DemoCase) throws {
        try row.check()
    }

    @Test func optionsMayComeBeforeOrAfterTheCommandAndValuesMayBeAttached() throws {
        let other = sandbox.directory.appendingPathComponent("other.json")
        for arguments in [
            ["--file", other.path, "set", "tabWidth=2"], ["set", "tabWidth=3", "--file", other.path],
            ["set", "--file=\(other.path)", "tabWidth=5"],
        ] {
            let run = try sandbox.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run)")
        }
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: other)) as? [String: Any]
        #expect(stored?["tabWidth"] as? Int == 5)
        #expect(sandbox.fileBytes == nil, "--file wins over $PREFS_DEMO_FILE")
    }

    @Test func doubleDashEndsOptions() throws {
        let run = try sandbox.run(["search", "--json", "--", "--font"])
        #expect(run.status == 0, "\(run)")
        #expect(try run.json()["query"] as? String == "--font")
        let set = try sandbox.run(["set", "userAgent=--verbose"])
        #expect(set.status == 0, "\(set)")
        #expect(try sandbox.storedJSON()["userAgent"] as? String == "--verbose")
    }
}
