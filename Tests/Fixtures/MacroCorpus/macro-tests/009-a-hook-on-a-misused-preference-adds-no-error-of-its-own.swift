// corpus: Tests/PrefsMacrosTests/OnPrefChangeMacroTests.swift:145 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref let homepage: String = ""
    @OnPrefChange("homepage") func reload() {}
}
