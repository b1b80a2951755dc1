// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:122 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(options: ["a": "A", "b": "B"]) var letter: String = "c"
}
