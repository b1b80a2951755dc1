// corpus: Tests/PrefsTests/Migration/MigrationFixtures.swift:21
import Prefs

/// Version 2: `ui.fontSize` (renamed), a real `Bool`, the delay as a `Duration` kept in milliseconds, and a new
/// preference.
@PrefsSchema final class AppPrefsV2 {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(_ storage: any PrefsStorage, mode: PrefsStorageMode = .storageOnly) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"]) var fontSize: Double = 14
    @Pref var wrapLines: Bool = false
    @Pref(encode: { Int($0 / .milliseconds(1)) }, decode: { Duration.milliseconds($0) }) var delay: Duration = .seconds(
        5)
    @Pref var accent: String = "blue"
}
