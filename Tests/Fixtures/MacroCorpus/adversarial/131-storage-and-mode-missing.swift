// corpus: adversarial, Scripts/make-macro-corpus.py, case 'storage-and-mode-missing'
import Prefs

@PrefsSchema final class NoStorageAtAll {
    @Pref var launches: Int = 0
}

@PrefsSchema final class OnlyMode {
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var launches: Int = 0
}

@PrefsSchema
public final class OnlyStorage {
    @Storage public var storage = .dictionary
}

@PrefsSchema final class EmptyBody {}
