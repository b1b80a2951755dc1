import Foundation
import Testing

/// Help and usage errors: `--help` everywhere, exit status 2 and one `error:` line for a command line that is wrong.
@Suite struct CommandLineUsageTests {
    /// A new sandbox for every test: Swift Testing makes a new suite value per test.
    let sandbox = DemoSandbox()

    static let commands = ["dump", "get", "set", "reset", "migrate", "search", "schema"]

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

    @Test(arguments: [
        (["dmp"], "unknown command 'dmp'; did you mean 'dump'? (see 'PrefsDemo --help')"),
        (["dump", "--jsn"], "unknown option '--jsn' for 'dump'"),
        (["get"], "get needs exactly one KEY (see 'PrefsDemo get --help')"),
        (["get", "a", "b"], "get needs exactly one KEY (see 'PrefsDemo get --help')"),
        (["set"], "set needs at least one KEY=VALUE"),
        (["set", "theme"], "'theme' is not KEY=VALUE (see 'PrefsDemo set --help')"),
        (["migrate", "now"], "migrate takes no arguments (see 'PrefsDemo migrate --help')"),
        (["migrate", "--all"], "unknown option '--all' for 'migrate'"),
        (["set", "=dark"], "'=dark' is not KEY=VALUE (see 'PrefsDemo set --help')"),
        (["reset"], "reset needs KEY..., --group PATH or --all"),
        (["reset", "theme", "--all"], "give reset KEY..., --group PATH or --all, not several"),
        (["search"], "search needs a QUERY (see 'PrefsDemo search --help')"),
        (["search", "font", "--limit", "x"], "--limit needs a positive number, not 'x'"),
        (["search", "font", "--limit"], "'--limit' needs a value (--limit N)"),
        (["dump", "--json=yes"], "'--json' takes no value"),
        (["--file", "prefs.txt", "dump"], "--file prefs.txt: the file name must end in .json or .plist"),
        (["--file", "x.json"], "missing command; see 'PrefsDemo --help'"),
        (["help", "nope"], "unknown command 'nope' (see 'PrefsDemo --help')"),
    ])
    func usageErrorsExitWithStatus2AndOneLine(arguments: [String], message: String) throws {
        let run = try sandbox.run(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines == ["error: " + message], "\(run)")
        #expect(run.output.isEmpty)
        #expect(sandbox.fileBytes == nil)
    }

    @Test func fileNamedByTheEnvironmentMustBeJSONOrPlistToo() throws {
        let run = try sandbox.run(["dump"], environment: ["PREFS_DEMO_FILE": "/tmp/prefs.ini"])
        #expect(
            (run.status, run.errorLines) == (
                2, ["error: $PREFS_DEMO_FILE /tmp/prefs.ini: the file name must end in .json or .plist"]
            ))
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
