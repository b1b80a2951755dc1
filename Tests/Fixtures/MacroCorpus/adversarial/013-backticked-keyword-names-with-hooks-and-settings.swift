// corpus: adversarial, Scripts/make-macro-corpus.py, case 'backticked-keyword-names-with-hooks-and-settings'
import Prefs

@PrefsSchema final class Keywords {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var `default`: Int = 0
    @Pref var `class`: String?
    @Pref var `func`: Bool = false
    @Pref(key: "var") var `var`: Int = 1
    @Pref var `init`: Double = 0
    @Pref var `Type`: String = "t"
    @Pref var `protocol`: [String] = []
    @Pref var `self`: Int = 0
    @Pref var `Self`: Int = 0
    @Pref var `notAKeyword`: Int = 0
    @RawRepresentablePref var `enum`: Theme = .dark
    @Pref @Setting(title: "Default", range: 0...10) var `repeat`: Int = 2

    @OnPrefChange("default", "class") func `switch`(_ change: PrefsChange) {}
    @OnPrefChange("`var`") func backtickedName() {}
}

enum Theme: String { case light, dark }
