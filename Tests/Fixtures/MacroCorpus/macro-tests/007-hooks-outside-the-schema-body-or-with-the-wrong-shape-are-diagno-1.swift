// corpus: Tests/PrefsMacrosTests/OnPrefChangeMacroTests.swift:109
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var theme: String = "system"
    @OnPrefChange("theme") static func shared() {}
    @OnPrefChange("theme") func wrongType(_ value: String) {}
}
extension AppPrefs {
    @OnPrefChange("theme") func inAnExtension() {}
}
