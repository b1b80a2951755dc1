// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:128 (inSchema, for member in […])
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(range: 10...24, step: 1) var fontSize: Double = 14
}
