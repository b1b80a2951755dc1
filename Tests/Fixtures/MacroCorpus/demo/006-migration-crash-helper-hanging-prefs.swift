// corpus: Sources/PrefsDemo/MigrationCrashHelper.swift:34
import Prefs

@PrefsSchema final class HangingPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode = .storageOnly

    init(storage: AnyPrefsStorage) {
        self.storage = storage
    }

    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"]) var fontSize: Double = 14
    @Pref var wrapLines: Bool = false
}
