// corpus: Tests/PrefsMacrosTests/OnPrefChangeMacroTests.swift:6
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var theme: String = "system"
    @Pref(key: "ui.accent") var accent: String = "blue"
    @OnPrefChange("theme", "accent") func restyle(_ change: PrefsChange) {}
    @OnPrefChange("accent") func log(change: PrefsChange) {}
    @OnPrefChange("theme") @MainActor func redraw() {}
}
