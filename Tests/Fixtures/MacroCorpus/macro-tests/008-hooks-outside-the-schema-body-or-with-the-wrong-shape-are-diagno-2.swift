// corpus: Tests/PrefsMacrosTests/OnPrefChangeMacroTests.swift:131
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var theme: String = "system"
    @OnPrefChange("theme") static func shared() {}
}
