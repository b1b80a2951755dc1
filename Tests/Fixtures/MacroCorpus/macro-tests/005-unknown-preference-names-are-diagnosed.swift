// corpus: Tests/PrefsMacrosTests/OnPrefChangeMacroTests.swift:67
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var theme: String = "system"
    @Pref var launches: Int = 0
    @OnPrefChange("them") func redraw() {}
}
