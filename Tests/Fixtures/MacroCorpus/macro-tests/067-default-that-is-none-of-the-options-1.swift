// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:117 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @RawRepresentablePref @Setting(options: [Theme.light: "Light", .dark: "Dark"]) var theme: Theme = .system
}
