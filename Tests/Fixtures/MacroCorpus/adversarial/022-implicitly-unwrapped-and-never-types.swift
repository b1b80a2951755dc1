// corpus: adversarial, Scripts/make-macro-corpus.py, case 'implicitly-unwrapped-and-never-types'
import Prefs

@PrefsSchema final class Unwrapped {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var a: Int!
    @Pref var b: String! = "x"
    @Pref var c: [Int]!
    @Pref var d: Never?
    @Pref var e: Never
    @Pref var f: Int! = nil
    @RawRepresentablePref var g: Theme!
    @JSONStringCodablePref var h: [String]!
}

enum Theme: String { case light }
