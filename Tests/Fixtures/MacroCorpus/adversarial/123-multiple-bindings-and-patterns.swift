// corpus: adversarial, Scripts/make-macro-corpus.py, case 'multiple-bindings-and-patterns'
import Prefs

@PrefsSchema final class Bindings {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var a: Int = 0, b: Int = 1
    @Pref var c, d: Int
    @Pref var (x, y): (Int, Int) = (0, 0)
    @Pref var _: Int = 0
    @Pref var e: Int = 0, f = 1
    @Pref let g: Int = 0, h: Int = 1
}
