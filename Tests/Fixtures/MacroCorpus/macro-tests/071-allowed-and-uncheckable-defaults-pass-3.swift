// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:130 (inSchema, for member in […])
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @RawRepresentablePref @Setting(options: [Theme.light: "Light", .dark: "Dark"]) var theme: Theme = Theme.dark
}
