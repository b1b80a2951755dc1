// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:129 (inSchema, for member in […])
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(range: 0...1, step: 0.1) var volume: Double = 0.7
}
