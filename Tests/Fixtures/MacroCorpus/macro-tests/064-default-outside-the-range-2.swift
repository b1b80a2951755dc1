// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:100 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(range: -5...5) var offset: Int = -6
}
