// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:109 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(step: 0.5) var volume: Double = 0.25
}
