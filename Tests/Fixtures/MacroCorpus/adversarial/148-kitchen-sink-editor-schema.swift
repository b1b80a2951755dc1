// corpus: adversarial, Scripts/make-macro-corpus.py, case 'kitchen-sink-editor-schema'
import Prefs
import PrefsKitCompatibility
import Foundation

import Foundation

/// Editor preferences.
///
/// Everything a text editor remembers.
@MainActor
@PrefsSchema(title: "Editor")
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush")
@SettingsGroup("appearance.text", title: "Text")
@SettingsGroup("files", title: "Files")
public final class EditorPrefs {
    @Storage public var storage = .jsonFile(URL(filePath: NSTemporaryDirectory() + "editor.json"))
    @StorageMode public var storageMode = .cachedReadStorageWrite

    public enum Theme: String, CaseIterable, Sendable { case system, light, dark }
    public struct Window: Codable, Sendable { var x = 0.0, y = 0.0, width = 800.0, height = 600.0 }

    /// Size of body text, in points.
    ///
    /// Headings scale with it.
    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"])
    @Setting(title: "Font Size", group: "appearance.text", range: 9...72, step: 1, tags: ["text", "font"])
    public var fontSize: Double = 13

    @RawRepresentablePref(key: "ui.theme")
    @Setting(title: "Theme", group: "appearance", options: [Theme.system: "System", .light: "Light", .dark: "Dark"])
    public var theme: Theme = .system

    @JSONDataCodablePref public private(set) var window: Window?
    @Pref(coding: .urlString) @Setting(group: "files", secret: false) public var lastOpened: URL?
    @Pref @Setting(group: "files", range: 0...50) public var recentLimit: Int = 10
    @Pref public var recent: [String] = []
    @MainActor @Pref var cursor: [String: Int] = [:]

    #if os(Linux)
    @Pref var xdgOpen: Bool = true
    #endif

    public init() {}

    @OnPrefChange("fontSize", "theme") func restyle(_ change: PrefsChange) {}
    @OnPrefChange("recentLimit") func trim() {
        if recent.count > recentLimit { recent.removeLast(recent.count - recentLimit) }
    }
}

let editor = EditorPrefs()
print(editor.fontSize, editor.$fontSize.key)
