// corpus: adversarial, Scripts/make-macro-corpus.py, case 'several-pref-macros-on-one-property'
import Prefs
import PrefsKitCompatibility

@PrefsSchema final class Stacked {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref @Pref var twice: Int = 0
    @Pref @RawPref var prefAndRaw: [Any] = []
    @JSONDataCodablePref @JSONStringCodablePref var twoCodings: [Int]?
    @RawRepresentablePref @Pref(key: "k") var rawAndPref: Theme = .light
    @Pref(key: "a") @Pref(key: "b") var twoKeys: Int = 0
}

enum Theme: String { case light }
