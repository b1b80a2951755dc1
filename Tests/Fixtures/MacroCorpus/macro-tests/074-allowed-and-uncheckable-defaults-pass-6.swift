// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:134 (inSchema, for member in […])
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @RawRepresentablePref @Setting(options: themes) var theme: Theme = .system
}
