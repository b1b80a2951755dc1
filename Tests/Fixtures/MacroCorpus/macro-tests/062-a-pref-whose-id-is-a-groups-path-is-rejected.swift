// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:81
import Prefs

@PrefsSchema @SettingsGroup("a") @SettingsGroup("a.b") final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(group: "a") var b: Int = 0
}
