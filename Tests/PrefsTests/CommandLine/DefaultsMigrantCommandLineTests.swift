import Foundation
import PrefsCommandLine
import Testing

enum ClipboardPopup: String, CaseIterable, Sendable { case cursor, center, statusItem }

/// A clipboard manager's preferences, declared the way an app moving from Defaults declares them: a key that differs
/// from its property name, a group, a String enum, a size and a set.
@PrefsSchema(title: "Clipboard")
@SettingsGroup("appearance", title: "Appearance")
final class ClipboardPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    @Pref(key: "historySize") var size: Int = 200
    @Pref var previewDelay: Int = 1500
    @RawRepresentablePref
    @Setting(group: "appearance", title: "Popup at") var popupPosition: ClipboardPopup = .cursor
    @Pref @Setting(group: "appearance", title: "Pins shown", options: [5: "Few", 50: "Many"]) var maxPins: Int = 5
    @Pref @Setting(group: "appearance", title: "Window size") var windowSize: CGSize = CGSize(width: 450, height: 800)
    /// How many clippings to keep.
    @Pref @Setting(group: "appearance", summary: "Shown at the top.", icon: "pin") var pinsOnTop: Bool = true
    @Pref var ignoredApps: Set<String> = []
    @Pref var homepage: URL = URL(string: "https://example.com")!
    @Pref var lastReviewRequest: Date = .now
}

/// The stumbles of an app's first hour with the tool, after moving from Defaults.
@Suite struct DefaultsMigrantCommandLineTests {
    let directory = TemporaryDirectory()
    var file: URL { directory.file("clipboard.json") }

    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let tool = PrefsCommandLine<ClipboardPrefs>(
            toolName: "clip", defaultFile: .file(file), fileEnvironmentVariable: "CLIP_PREFS"
        ) { ClipboardPrefs(storage: $0) }
        let captured = CapturedIO()
        let status = tool.run(arguments, environment: [:], io: captured.io())
        return (status, captured.output, captured.errors)
    }

    @Test(arguments: [
        ToolCase(
            testDescription: "a key typed short is suggested", arguments: ["get", "historySiz"], status: 1,
            errors: "error: no preference has the key 'historySiz'; did you mean 'historySize'?\n"),
        ToolCase(
            testDescription: "a key typed short is suggested", arguments: ["get", "previewDela"], status: 1,
            errors: "error: no preference has the key 'previewDela'; did you mean 'previewDelay'?\n"),
        ToolCase(
            testDescription: "a key typed short is suggested", arguments: ["set", "histo=5"], status: 1,
            errors: "error: no preference has the key 'histo'; did you mean 'historySize'?\n"),
        ToolCase(
            testDescription: "a property name suggests its key", arguments: ["get", "size"], status: 1,
            errors: "error: no preference has the key 'size'; did you mean 'historySize' (the key of the property "
                + "'size')?\n"),
        ToolCase(
            testDescription: "an unknown group names the groups", arguments: ["reset", "--group", "Looks"], status: 1,
            errors: "error: no preferences are in a group at 'Looks'; the groups are 'appearance'\n"),
        ToolCase(
            testDescription: "an unknown stored enum value lists the allowed values",
            file: #"{"popupPosition": "top"}"#,
            arguments: ["get", "popupPosition"], output: "cursor\n",
            errors:
                "warning: 'popupPosition' holds string \"top\", which it does not accept (expected ClipboardPopup: one of "
                + "\"cursor\", \"center\", \"statusItem\"); using the default cursor\n"),
        ToolCase(
            testDescription: "an enum value set lists the allowed values", arguments: ["set", "popupPosition=top"],
            status: 1,
            errors:
                "error: 'popupPosition': \"top\" is not a valid ClipboardPopup: one of \"cursor\", \"center\", \"statusItem\"\n"
        ),
        ToolCase(
            testDescription: "a size prints in Defaults' form", file: #"{"windowSize": "[500,650]"}"#,
            arguments: ["get", "windowSize"], output: "[500,650]\n"),
        ToolCase(
            testDescription: "a size stored as the array itself reads the same", file: #"{"windowSize": [500, 650]}"#,
            arguments: ["get", "windowSize"], output: "[500,650]\n"),
        ToolCase(
            testDescription: "a size set as text it does not take", arguments: ["set", "windowSize=wide"], status: 1,
            errors:
                "error: 'windowSize': \"wide\" is not a valid CGSize: [width,height], such as [500,650]\n"),
        ToolCase(
            testDescription: "a URL prints its text", before: [["set", "homepage=https://example.org/a"]],
            arguments: ["get", "homepage"], output: "https://example.org/a\n"),
        ToolCase(
            testDescription: "a set prints as JSON", before: [["set", #"ignoredApps=["b","a"]"#]],
            arguments: ["get", "ignoredApps"], output: #"["a", "b"]"# + "\n"),
    ])
    func commandLinePrints(_ row: ToolCase) throws {
        try row.check(file: file, run)
    }

    /// The app opens the file the tool writes through the location's URL.
    @Test func theAppFindsTheToolsFileThroughTheLocation() throws {
        let location = PrefsFileLocation.userConfig(directory: "clip", name: "prefs.json")
        let environment = ["XDG_CONFIG_HOME": directory.url.path]
        let tool = PrefsCommandLine<ClipboardPrefs>(
            toolName: "clip", defaultFile: location, fileEnvironmentVariable: "CLIP_PREFS"
        ) { ClipboardPrefs(storage: $0) }
        #expect(tool.run(["set", "historySize=50"], environment: environment, io: CapturedIO().io()) == 0)
        let app = ClipboardPrefs(
            storage: AnyPrefsStorage(JSONFilePrefsStorage(file: location.url(environment: environment))))
        #expect((app.size, PrefsFileLocation.file(file).url) == (50, file))
    }

    /// A `Date.now` default: `schema` prints the default of the schema it made, evaluated during the run, as `get`
    /// shows its schema's (not a value the type evaluated when first used).
    @Test func schemaJSONShowsTheDefaultItsSchemaEvaluated() throws {
        _ = ClipboardPrefs.settingsTree  // the type's own tree evaluates its defaults now; the command must not use it
        Thread.sleep(forTimeInterval: 1.5)
        let before = Date()
        let output = run(["schema", "--json"]).output
        let after = Date()
        let tree = try SettingsTree(jsonString: output)
        let node = try #require(tree.node(withID: "lastReviewRequest"))
        guard case .date(let shown)? = node.pref?.defaultValue else {
            Issue.record("expected a date default, found \(String(describing: node.pref?.defaultValue))")
            return
        }
        // The document's dates may be written to the second.
        #expect(shown >= before.addingTimeInterval(-1) && shown <= after.addingTimeInterval(1))
    }

    /// `@Setting` takes `group` first as well as in its place among the arguments.
    @Test func settingTakesTheGroupFirst() throws {
        let tree = ClipboardPrefs.settingsTree
        let size = try #require(tree.node(withID: "appearance.windowSize"))
        #expect(size.title == "Window size")
        let popup = try #require(tree.node(withID: "appearance.popupPosition"))
        #expect(
            (
                popup.title, tree.node(withID: "appearance.maxPins")?.pref?.options.map(\.label),
                tree.node(withID: "appearance.pinsOnTop")?.summary
            ) == ("Popup at", ["Few", "Many"], "Shown at the top."))
    }

    @Test func groupPathsMatchWithoutRegardToCase() throws {
        #expect(run(["set", "popupPosition=center"]).status == 0)
        let reset = run(["reset", "--group", "Appearance"])
        #expect(reset.status == 0, "\(reset.errors)")
        #expect(JSONFilePrefsStorage(file: file).storageValue(forKey: "popupPosition") == nil)
    }

    @Test func aSizeIsStoredInDefaultsForm() throws {
        #expect(
            (
                run(["set", "windowSize=[400, 300]"]).status,
                JSONFilePrefsStorage(file: file).storageValue(forKey: "windowSize")
            ) == (0, .string("[400,300]")))
        #expect(run(["set", #"windowSize={"width":500,"height":600}"#]).status == 0)
        #expect(JSONFilePrefsStorage(file: file).storageValue(forKey: "windowSize") == .string("[500,600]"))
    }

    @Test func aURLAndASetAreStoredAsDefaultsStoresThem() throws {
        #expect(run(["set", "homepage=https://example.org/a", #"ignoredApps=["b","a"]"#]).status == 0)
        let stored = JSONFilePrefsStorage(file: file)
        #expect(
            (stored.storageValue(forKey: "homepage"), stored.storageValue(forKey: "ignoredApps")) == (
                .string(#""https://example.org/a""#), .array([.string("a"), .string("b")])
            ))
    }
}
