// corpus: Tests/PrefsTests/CommandLine/DefaultsMigrantCommandLineTests.swift:7
import Prefs
import Foundation

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

// corpus: declared beside it, Tests/PrefsTests/CommandLine/DefaultsMigrantCommandLineTests.swift:5
enum ClipboardPopup: String, CaseIterable, Sendable { case cursor, center, statusItem }
