// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:133 (inSchema, for member in […])
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(range: minimum...24) var fontSize: Double = 99
}
