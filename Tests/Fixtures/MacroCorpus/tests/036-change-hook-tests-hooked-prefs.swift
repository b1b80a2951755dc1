// corpus: Tests/PrefsTests/Review/ChangeHookTests.swift:6
import Prefs

/// A schema whose methods follow some of its preferences.
@PrefsSchema final class HookedPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage = DictionaryPrefsStorage(), mode: PrefsStorageMode = .cachedReadStorageWrite) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref var theme: String = "system"
    @Pref(key: "ui.accent") @Setting(options: ["blue": "Blue", "pink": "Pink"]) var accent: String = "blue"
    @Pref var launches: Int = 0

    let restyled = Mutex<[PrefsChange]>([])
    let accentChanges = Mutex(0)

    @OnPrefChange("theme", "accent")
    func restyle(_ change: PrefsChange) { restyled.withLock { $0.append(change) } }

    @OnPrefChange("accent")
    func countAccent() { accentChanges.withLock { $0 += 1 } }
}
