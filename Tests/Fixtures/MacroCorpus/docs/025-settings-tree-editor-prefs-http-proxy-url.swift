// corpus: Docs/SettingsTree.md:18
import Prefs

enum Theme: String { case light, dark, system }

@PrefsSchema(title: "Editor")
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush", tags: ["look"])
@SettingsGroup("appearance.text", title: "Text", presentation: .inline)
@SettingsGroup("network", summary: "Where the editor syncs.")
final class EditorPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    /// Size of body text, in points.
    @Pref(key: "ui.fontSize") @Setting(group: "appearance.text", tags: ["text"], range: 10...24, step: 1)
    var fontSize: Double = 14

    @RawRepresentablePref
    @Setting(group: "appearance", options: [Theme.light: "Light", .dark: "Dark", .system: "Match the System"])
    var theme: Theme = .system

    /// Proxy for every request.
    @Pref @Setting(group: "network", requiresRestart: true) var httpProxyURL: String?

    @Pref @Setting(group: "network", searchable: false, secret: true) var apiToken: String?
}

print(EditorPrefs.settingsTree.children.map(\.id))   // ["appearance", "network"]
