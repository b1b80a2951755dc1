import Foundation
import PrefsCommandLine
import PrefsKitCompatibility
import Testing

enum EditorTheme: String, Sendable { case light, dark, system }

@PrefsSchema(title: "Editor")
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush", tags: ["look"])
@SettingsGroup("appearance.text", presentation: .inline)
@SettingsGroup("network", searchable: false)
final class EditorPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    /// Size of body text,
    /// in points.
    @Pref(key: "ui.fontSize") @Setting(group: "appearance.text", tags: ["text"], range: 10...24, step: 1)
    var fontSize: Double = 14

    @RawRepresentablePref
    @Setting(group: "appearance", options: [EditorTheme.light: "Light", .dark: "Dark", .system: "System"])
    var theme: EditorTheme = .system

    /// Ignored: the summary argument wins.
    @Pref @Setting(title: "Proxy", summary: "Where requests go.", group: "network", requiresRestart: true)
    var httpProxyURL: String?

    @Pref @Setting(group: "network.auth", secret: true) var apiToken: String?

    @Pref var launches: Int = 0
}

@Suite struct SchemaSettingsTreeTests {
    let tree = EditorPrefs.settingsTree

    @Test func titleDefaultsToTheClassNameOrTheGivenTitle() {
        #expect(tree.title == "Editor")
    }

    @Test func topLevelHoldsUngroupedPrefsThenGroupsInDeclarationOrder() {
        #expect(
            (tree.children.map(\.id), tree.children.map(\.kind)) == (
                ["launches", "appearance", "network"], [.pref, .group, .group]
            ))
    }

    @Test func groupsNestByPathWithTheirMetadata() throws {
        let appearance = try #require(tree.children.first { $0.id == "appearance" })
        #expect(
            (appearance.title, appearance.icon, appearance.tags, appearance.children.map(\.id)) == (
                "Appearance", "paintbrush", ["look"], ["appearance.theme", "appearance.text"]
            ))
        let text = appearance.children[1]
        #expect(
            (text.title, text.presentation, text.children.map(\.id)) == ("Text", .inline, ["appearance.text.fontSize"]))
    }

    @Test func prefNodesCarryKeyTypeDefaultRangeAndSummary() throws {
        let fontSize = try #require(tree.children[1].children[1].children.first)
        #expect(
            (
                fontSize.title, fontSize.summary, fontSize.tags, fontSize.pref?.key, fontSize.pref?.type,
                fontSize.pref?.defaultValue
            ) == ("Font Size", "Size of body text, in points.", ["text"], "ui.fontSize", .double, .double(14)))
        #expect(fontSize.pref?.range == SettingsRange(min: 10, max: 24, step: 1))
    }

    @Test func optionsAreEncodedThroughTheCodingInOrder() throws {
        let theme = try #require(tree.children[1].children.first)
        #expect((theme.pref?.type, theme.pref?.defaultValue) == (.string, .string("system")))
        #expect(
            theme.pref?.options == [
                PrefsAllowedValue(value: .string("light"), label: "Light"),
                PrefsAllowedValue(value: .string("dark"), label: "Dark"),
                PrefsAllowedValue(value: .string("system"), label: "System"),
            ])
    }

    @Test func explicitTitleAndSummaryWinAndFlagsArePassed() throws {
        let network = try #require(tree.children.last)
        #expect(!network.isSearchable)
        let proxy = try #require(network.children.first)
        #expect(
            (proxy.id, proxy.title, proxy.summary, proxy.pref?.requiresRestart) == (
                "network.httpProxyURL", "Proxy", "Where requests go.", true
            ))
        #expect(proxy.pref?.defaultValue == nil)
        let auth = try #require(network.children.last)
        #expect((auth.id, auth.title, auth.children.first?.pref?.isSecret) == ("network.auth", "Auth", true))
    }

    @Test func idsAreStableAcrossBuildsOfTheTree() {
        #expect(EditorPrefs.settingsTree == EditorPrefs.settingsTree)
    }
}

/// A schema whose `Codable` preference is stored through a chain of codings.
@PrefsSchema final class CodableJSONPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode = .storageOnly
    init(storage: AnyPrefsStorage) { self.storage = storage }
    struct Frame: Codable, Sendable, Equatable { var width: Int }
    @Pref(coding: JSONDataCodablePrefsCoding<Frame>().base64DataString()) var frame: Frame?
    @Pref(coding: .boolAsInteger()) var legacy: Bool = false
    @Pref var plain: Int = 0
}

/// A `Codable` preference is set and shown as its own JSON, and a Bool kept in another form as a Bool, whatever the
/// coding stores.
@Suite struct ValueFormThroughTheCommandLineTests {
    let directory = TemporaryDirectory()

    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let tool = PrefsCommandLine(toolName: "codable", defaultFile: .file(directory.file("prefs.json"))) {
            CodableJSONPrefs(storage: $0)
        }
        let status = tool.run(arguments, environment: [:], io: captured.io())
        return (status, captured.output, captured.errors)
    }

    var stored: JSONFilePrefsStorage { JSONFilePrefsStorage(file: directory.file("prefs.json")) }

    @Test func aCodableValueIsSetAndShownAsItsJSONWhateverItsCoding() {
        #expect(run(["set", #"frame={"width": 3}"#]).status == 0)
        #expect(stored.storageValue(forKey: "frame") == .string(Data(#"{"width":3}"#.utf8).base64EncodedString()))
        #expect(run(["get", "frame"]).output == "{\"width\": 3}\n")
        let refused = run(["set", #"frame={"height": 3}"#])
        #expect(
            (refused.status, refused.errors) == (1, "error: 'frame': \"{\\\"height\\\": 3}\" is not a valid Frame\n"))
    }

    @Test func aBoolKeptAsAnIntegerIsABool() {
        #expect(
            (
                run(["set", "legacy=true", "plain=12"]).status, stored.storageValue(forKey: "legacy"),
                run(["get", "legacy"]).output, run(["get", "plain"]).output,
                CodableJSONPrefs.prefInfo(forKey: "legacy")?.type,
                CodableJSONPrefs.prefInfo(forKey: "legacy")?.storedType
            ) == (0, .int(1), "true\n", "12\n", .bool, .int))
    }
}
