// corpus: Tests/PrefsMacrosTests/OnPrefChangeMacroTests.swift:84
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var theme: String = "system"
    @OnPrefChange("theme") var notAMethod = 0
    @OnPrefChange func noNames() {}
    @OnPrefChange(name) func notALiteral() {}
    @OnPrefChange("theme") func tooMany(_ a: PrefsChange, _ b: Int) {}
    @OnPrefChange("theme") func asynchronous() async {}
}
