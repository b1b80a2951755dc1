// corpus: adversarial, Scripts/make-macro-corpus.py, case 'schema-subclassing-a-schema'
import Prefs

@PrefsSchema class BasePrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
    init() {}
}

@PrefsSchema final class DerivedPrefs: BasePrefs {
    @Pref var b: Int = 0
    @Pref(key: "a") var sameKey: Int = 0
}

final class PlainSubclass: BasePrefs {
    @Pref var c: Int = 0
}
