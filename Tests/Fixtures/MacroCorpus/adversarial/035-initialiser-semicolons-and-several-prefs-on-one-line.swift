// corpus: adversarial, Scripts/make-macro-corpus.py, case 'initialiser-semicolons-and-several-prefs-on-one-line'
import Prefs

@PrefsSchema final class Semicolons {
    @Storage var storage = .dictionary; @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0; @Pref var b: Int = 1; @Pref(key: "c") var c: Int = 2;
    @Pref var d: String = ";"; @Pref var e: [Int] = [1, 2]
    @Pref var f: Int = { let x = 1; return x }();
}
