// corpus: adversarial, Scripts/make-macro-corpus.py, case 'pref-macros-on-non-variables'
import Prefs
import PrefsKitCompatibility

@PrefsSchema final class NotVariables {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref func method() {}
    @Pref init() {}
    @Pref struct Nested {}
    @Pref typealias Alias = Int
    @Pref subscript(i: Int) -> Int { i }
    @RawPref enum Kind { case a }
    @JSONDataCodablePref class Inner {}
}

enum WithCases {
    @Pref case a
}
