import Foundation
import PrefsCommandLine
import Synchronization
import Testing

/// A small app's schema, to show that any schema gets the command line in a few lines.
@PrefsSchema(title: "Mini")
@SettingsGroup("display", title: "Display")
final class MiniPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    /// How bright the screen is.
    @Pref @Setting(group: "display", range: 0...100, step: 10) var brightness: Int = 50
    @Pref @Setting(secret: true) var password: String?
}

/// Output and errors captured from an in-process run.
final class CapturedIO: Sendable {
    private let texts = Mutex<(output: String, errors: String)>(("", ""))
    var output: String { texts.withLock { $0.output } }
    var errors: String { texts.withLock { $0.errors } }

    func io(terminal: Bool = false) -> PrefsCommandLineIO {
        PrefsCommandLineIO(
            outputIsTerminal: terminal, write: { text in self.texts.withLock { $0.output += text } },
            writeError: { text in self.texts.withLock { $0.errors += text } })
    }
}

@Suite struct PrefsCommandLineTests {
    let directory = TemporaryDirectory()

    func tool(_ extra: [PrefsCommandLineCommand] = []) -> PrefsCommandLine<MiniPrefs> {
        PrefsCommandLine(
            toolName: "mini", defaultFile: .userConfig(directory: "mini", name: "settings.json"),
            fileEnvironmentVariable: "MINI_PREFS", extraCommands: extra
        ) { MiniPrefs(storage: $0) }
    }

    var environment: [String: String] { ["XDG_CONFIG_HOME": directory.url.path] }

    @Test func setThenGetThroughTheEngineWithCapturedOutput() throws {
        let captured = CapturedIO()
        #expect(tool().run(["set", "brightness=70"], environment: environment, io: captured.io()) == 0)
        let file = directory.url.appendingPathComponent("mini/settings.json")
        #expect(captured.output == "brightness  50  →  70\nChanged 1 preference in \(file.path).\n")
        #expect(JSONFilePrefsStorage(file: file).storageValue(forKey: "brightness") == .int(70))

        let get = CapturedIO()
        #expect((tool().run(["get", "brightness"], environment: environment, io: get.io()), get.output) == (0, "70\n"))
    }

    @Test func invalidValueIsOneErrorLineAndStatus1() {
        let captured = CapturedIO()
        #expect(
            (
                tool().run(["set", "brightness=75"], environment: environment, io: captured.io()), captured.errors,
                captured.output.isEmpty
            ) == (1, "error: 'brightness': 75 is not allowed; expected 0...100 in steps of 10\n", true))
    }

    @Test func theEnvironmentVariableNamesTheFile() throws {
        let file = directory.file("elsewhere.plist")
        let captured = CapturedIO()
        let status = tool().run(
            ["set", "password=pa55"], environment: environment.merging(["MINI_PREFS": file.path]) { $1 },
            io: captured.io())
        #expect(
            (
                status, PListFilePrefsStorage(file: file).storageValue(forKey: "password"),
                captured.output.contains("pa55")
            ) == (0, .string("pa55"), false))
    }

    @Test func extraCommandsAreListedAndRun() {
        let received = Mutex<[String]>([])
        let extra = PrefsCommandLineCommand(name: "hello", arguments: "[NAME]", summary: "Say hello.") { arguments in
            received.withLock { $0 = arguments }
            return 3
        }
        let help = CapturedIO()
        #expect(
            (
                tool([extra]).run(["--help"], environment: environment, io: help.io()),
                help.output.contains("\n  hello    Say hello.\n"),
                tool([extra]).run(["hello", "world", "--loud"], environment: environment, io: CapturedIO().io()),
                received.withLock { $0 }
            ) == (0, true, 3, ["world", "--loud"]))
        // `help hello` is `hello --help`, and a misspelt name is matched against the extra commands too.
        #expect(
            (
                tool([extra]).run(["help", "hello"], environment: environment, io: CapturedIO().io()),
                received.withLock { $0 }
            ) == (3, ["--help"]))
        let typo = CapturedIO()
        #expect(
            (tool([extra]).run(["helo"], environment: environment, io: typo.io()), typo.errors) == (
                2, "error: unknown command 'helo'; did you mean 'hello'? (see 'mini --help')\n"
            ))
    }

    @Test func colourFollowsTheTerminalAndNoColor() {
        let styled = CapturedIO()
        #expect(
            (
                tool().run(["search", "bright"], environment: environment, io: styled.io(terminal: true)),
                styled.output.contains("\u{1B}[1mBrightness")
            ) == (0, true))
        let plain = CapturedIO()
        let noColor = environment.merging(["NO_COLOR": "1"]) { $1 }
        #expect(
            (
                tool().run(["search", "bright"], environment: noColor, io: plain.io(terminal: true)),
                plain.output.contains("\u{1B}[")
            ) == (0, false))
    }

    @Test func fileLocationFollowsXDGThenHome() {
        let location = PrefsFileLocation.userConfig(directory: "app", name: "prefs.json")
        #expect(
            location.url(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/ada"]).path == "/cfg/app/prefs.json")
        #expect(
            location.url(environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/ada"]).path
                == "/home/ada/.config/app/prefs.json")
        #expect(location.url(environment: ["HOME": "/home/ada"]).path == "/home/ada/.config/app/prefs.json")
        #expect(
            PrefsFileLocation.file(URL(fileURLWithPath: "/etc/app.json")).url(environment: [:]).path == "/etc/app.json")
    }
}
