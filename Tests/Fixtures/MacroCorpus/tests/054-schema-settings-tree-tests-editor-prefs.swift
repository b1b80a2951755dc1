// corpus: Tests/PrefsTests/Settings/SchemaSettingsTreeTests.swift:8
import Prefs

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

// corpus: declared beside it, Tests/PrefsTests/Settings/SchemaSettingsTreeTests.swift:6
enum EditorTheme: String, Sendable { case light, dark, system }
