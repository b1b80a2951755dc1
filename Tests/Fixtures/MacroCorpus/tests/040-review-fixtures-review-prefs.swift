// corpus: Tests/PrefsTests/Review/ReviewFixtures.swift:8
import Prefs

/// A schema with constraints, groups, a restart-requiring pref and a side-effect hook that records what it saw.
@PrefsSchema
@SettingsGroup("display")
@SettingsGroup("display.text")
@SettingsGroup("network")
final class ReviewPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage = DictionaryPrefsStorage(), mode: PrefsStorageMode = .cachedReadStorageWrite) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(key: "ui.fontSize") @Setting(group: "display.text", range: 10...24, step: 1)
    var fontSize: Double = 14

    @RawRepresentablePref @Setting(group: "display", options: [Quality.low: "Low", .high: "High"])
    var quality: Quality = .low

    @Pref @Setting(group: "network", range: 1...65535, requiresRestart: true)
    var port: Int = 8080

    @Pref @Setting(group: "network") var proxy: String?

    @Pref var launches: Int = 0

    /// Every batch of changes the hook saw.
    let seen = Mutex<[[PrefsChange]]>([])

    nonisolated func prefsDidChange(_ changes: [PrefsChange]) {
        seen.withLock { $0.append(changes) }
    }
}

// corpus: declared beside it, Tests/PrefsTests/Review/ReviewFixtures.swift:6
enum Quality: String, Sendable { case low, medium, high }
