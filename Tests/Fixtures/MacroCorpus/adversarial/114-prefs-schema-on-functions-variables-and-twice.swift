// corpus: adversarial, Scripts/make-macro-corpus.py, case 'prefs-schema-on-functions-variables-and-twice'
import Prefs

@PrefsSchema func notAType() {}

@PrefsSchema var notATypeEither: Int = 0

@PrefsSchema @PrefsSchema final class Twice {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema typealias Alias = Int
