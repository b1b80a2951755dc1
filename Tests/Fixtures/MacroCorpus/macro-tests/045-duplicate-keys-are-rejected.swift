// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:158
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var volume: Double = 1
    @Pref(key: "volume") var level: Double = 1
    @Pref(key: "ui.size") var size: Int = 1
    @RawRepresentablePref(key: "ui.size") var theme: Theme = .dark
}
