// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:106 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(range: 10...24, step: 2) var size: Double = 13
}
