// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:136 (inSchema, for member in […])
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(options: ["light": "Light"]) var theme: String = Defaults.theme
}
