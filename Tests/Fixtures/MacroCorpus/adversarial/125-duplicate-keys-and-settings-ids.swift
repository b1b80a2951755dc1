// corpus: adversarial, Scripts/make-macro-corpus.py, case 'duplicate-keys-and-settings-ids'
import Prefs

@PrefsSchema @SettingsGroup("a") @SettingsGroup("a.b") final class Duplicates {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var volume: Double = 1
    @Pref(key: "volume") var level: Double = 1
    @Pref(key: "ui.size") var size: Int = 1
    @RawRepresentablePref(key: "ui.size") var theme: Theme = .dark
    @Pref(key: "x") var x1: Int = 0
    @Pref(key: "x") var x2: Int = 0
    @Pref(key: "x") var x3: Int = 0
    @Pref(key: "legacy", legacyKeys: ["volume"]) var legacyCollides: Int = 0
    @Pref(key: prefix + "a") var computedA: Int = 1
    @Pref(key: prefix + "a") var computedB: Int = 1
    @Pref @Setting(group: "a") var b: Int = 0
}

let prefix = "p."
enum Theme: String { case dark }
