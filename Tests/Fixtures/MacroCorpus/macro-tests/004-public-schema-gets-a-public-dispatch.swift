// corpus: Tests/PrefsMacrosTests/OnPrefChangeMacroTests.swift:54
import Prefs

@PrefsSchema public final class AppPrefs {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite
    @Pref public var theme: String = "system"
    @OnPrefChange("theme") func redraw() {}
}
