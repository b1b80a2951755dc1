// corpus: adversarial, Scripts/make-macro-corpus.py, case 'missing-type-annotations-and-defaults'
import Prefs

@PrefsSchema final class Missing {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var noType = 0
    @Pref var noTypeNoDefault
    @Pref var noDefault: Int
    @Pref var noDefaultArray: [String]
    @RawRepresentablePref var noDefaultTheme: Theme
    @JSONDataCodablePref var noDefaultCodable: [Int]
    @Pref var inferredFromCall = String("x")
    @Pref(key: "k") var noTypeKeyed = "x"
    @Pref var optionalNoDefault: Int?
}

enum Theme: String { case light }
