// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:132 (inSchema, for member in […])
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(range: 10...24) var fontSize: Double = Self.standardSize
}
