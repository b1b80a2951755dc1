import Foundation
import Prefs
import PrefsCommandLine
import Synchronization
import Testing

/// The command line over CodeEdit's nested `settings.json` (Tests/Fixtures/CodeEdit) with `fileKeys = .nestedPaths`:
/// `dump`, `get`, `set` and `reset` work on paths, `--defaults`, `--locked` and `--pref` too; and a tool that reads
/// the file flat says once what is wrong and how to fix it.
@Suite struct NestedCommandLineTests {
    let directory = TemporaryDirectory()

    func tool(_ keys: PrefsFileKeys = .nestedPaths) -> PrefsCommandLine<CodeEditPrefs> {
        var tool = PrefsCommandLine(toolName: "codeedit", defaultFile: .userConfig(directory: "ce", name: "s.json")) {
            CodeEditPrefs(storage: $0)
        }
        tool.fileKeys = keys
        return tool
    }

    func run(_ arguments: [String], keys: PrefsFileKeys = .nestedPaths) -> (status: Int32, captured: CapturedIO) {
        let captured = CapturedIO()
        let status = tool(keys).run(arguments, environment: ["XDG_CONFIG_HOME": directory.url.path], io: captured.io())
        return (status, captured)
    }

    @Test(arguments: [CodeEditFixture.json, CodeEditFixture.plist]) func dumpReadsEveryChangedValue(_ source: URL)
        throws
    {
        let file = try CodeEditFixture.copy(source, into: directory)
        let (status, captured) = run(["--file", file.path, "dump"])
        #expect((status, captured.errors.isEmpty) == (0, true))
        let count = CodeEditPrefs(storage: .dictionary)._$prefsSlots.count
        #expect(
            captured.output.hasSuffix(
                "\(CodeEditFixture.changed.count) of \(count) preferences differ "
                    + "from their defaults (*).\n"))
        let get = run(["--file", file.path, "get", "textEditing.font.name"])
        #expect(get.captured.output == "JetBrains Mono\n")
    }

    @Test func setAndResetChangeOnlyTheirMembers() throws {
        let file = try CodeEditFixture.copy(CodeEditFixture.json, into: directory)
        let before = try String(contentsOf: file, encoding: .utf8)
        #expect(
            run(["--file", file.path, "set", "textEditing.font.size=14", "terminal.cursorBlink=false"]).status == 0)
        #expect(run(["--file", file.path, "reset", "theme.selectedTheme"]).status == 0)
        let expected = before.replacingOccurrences(of: "\"size\": 13", with: "\"size\": 14")
            .replacingOccurrences(of: "\"cursorBlink\": true", with: "\"cursorBlink\": false")
            .replacingOccurrences(of: "    \"selectedTheme\": \"Midnight\",\n", with: "")
        #expect(try String(contentsOf: file, encoding: .utf8) == expected)
        #expect(run(["--file", file.path, "get", "textEditing.font.size"]).captured.output == "14\n")
    }

    /// A `null` beside the member set stays where it is, as does the rest of the file.
    @Test func setBesideANullKeepsIt() throws {
        let file = directory.file("settings.json")
        let text =
            "{\n  \"textEditing\": {\n    \"font\": {\n      \"size\": 13\n    },\n    \"rulers\": null\n  }\n}\n"
        try Data(text.utf8).write(to: file)
        let status = run(["--file", file.path, "set", "textEditing.font.size=14"]).status
        let after = try String(contentsOf: file, encoding: .utf8)
        #expect(
            [String(status), after] == ["0", text.replacingOccurrences(of: "\"size\": 13", with: "\"size\": 14")])
    }

    @Test func layersAndLocksWorkOnPaths() throws {
        let file = try CodeEditFixture.copy(CodeEditFixture.json, into: directory)
        let locked = directory.file("locked.json")
        let defaults = directory.file("vendor.json")
        try Data(#"{"textEditing": {"defaultTabWidth": 3}}"#.utf8).write(to: locked)
        try Data(#"{"navigation": {"openFilesInNewTab": true}}"#.utf8).write(to: defaults)
        let before = try Data(contentsOf: file)
        let set = run(["--file", file.path, "--locked", locked.path, "set", "textEditing.defaultTabWidth=8"])
        #expect(set.status == 1)
        #expect(set.captured.errors.contains("'textEditing.defaultTabWidth' is locked by"))
        #expect(try Data(contentsOf: file) == before)
        let get = run(["--file", file.path, "--locked", locked.path, "get", "textEditing.defaultTabWidth"])
        #expect(get.captured.output == "3\n")
        let argument = run(["--file", file.path, "--pref", "textEditing.font.size=20", "get", "textEditing.font.size"])
        #expect(argument.captured.output == "20\n")
        try FileManager.default.removeItem(at: file)
        let fromDefaults = run([
            "--file", file.path, "--defaults", defaults.path, "get", "navigation.openFilesInNewTab",
        ])
        #expect(fromDefaults.captured.output == "true\n")
    }

    @Test func aFlatToolOverTheNestedFileSaysSoOnceWithTheFix() throws {
        let file = try CodeEditFixture.copy(CodeEditFixture.json, into: directory)
        let (status, captured) = run(["--file", file.path, "dump"], keys: .flat)
        #expect(status == 0)
        let warnings = captured.errors.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("\(file.path) keeps ") == true)
        #expect(
            (warnings.first?.contains("inside nested objects"), warnings.first?.contains("keys: .nestedPaths")) == (
                true, true
            ))
    }

    @Test func theLibrarysIssueHandlerHearsOfAMismatchOnceEachWay() throws {
        let nested = try CodeEditFixture.copy(CodeEditFixture.json, into: directory)
        let heard = Mutex<[PrefsIssue]>([])
        let handler = PrefsIssueHandler { issue in heard.withLock { $0.append(issue) } }
        let flatPrefs = CodeEditPrefs(
            storage: AnyPrefsStorage(JSONFilePrefsStorage(file: nested, issues: handler, watching: .off)))
        #expect(
            (
                flatPrefs.fontSize, flatPrefs.fontName, heard.withLock { $0.count },
                heard.withLock { $0.first?.description.contains("'general.appAppearance'") }
            ) == (12, "SF Mono", 1, true))

        let flat = directory.file("flat.json")
        try Data(#"{"textEditing.font.size": 14, "terminal.shell": "bash"}"#.utf8).write(to: flat)
        let nestedPrefs = CodeEditPrefs(
            storage: AnyPrefsStorage(
                JSONFilePrefsStorage(file: flat, issues: handler, watching: .off, keys: .nestedPaths)))
        #expect(nestedPrefs.fontSize == 12)
        let issues = heard.withLock { $0 }
        #expect(
            (
                issues.count, issues.last?.description.contains("top-level members whose names contain dots"),
                issues.last?.description.contains("keys: .flat")
            ) == (2, true, true))
    }
}
