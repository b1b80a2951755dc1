// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:63 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(color: "red") var a: Int = 0
}
