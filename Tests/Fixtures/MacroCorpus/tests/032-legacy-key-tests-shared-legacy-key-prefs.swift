// corpus: Tests/PrefsTests/Migration/LegacyKeyTests.swift:110
import Prefs

/// A renamed preference beside one that still reads its old key (a view of the old value for an older component).
@PrefsSchema final class SharedLegacyKeyPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(_ storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"]) var fontSize: Double = 14
    @Pref(key: "fontSize") var oldFontSize: Double = 14
}
