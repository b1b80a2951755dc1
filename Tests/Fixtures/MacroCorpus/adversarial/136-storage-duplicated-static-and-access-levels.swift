// corpus: adversarial, Scripts/make-macro-corpus.py, case 'storage-duplicated-static-and-access-levels'
import Prefs

@PrefsSchema final class Duplicated {
    @Storage var storage = .dictionary
    @Storage var storage2 = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @StorageMode var storageMode2 = .storageOnly
    @Pref var a: Int = 0
}

@PrefsSchema final class StaticStorage {
    @Storage static var storage = .dictionary
    @StorageMode static var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema public final class PrivateStorage {
    @Storage private var storage = .dictionary
    @StorageMode private(set) var storageMode = .cachedReadStorageWrite
    @Pref public var a: Int = 0
}

@PrefsSchema final class LetStorage {
    @Storage let storage = .dictionary
    @StorageMode let storageMode = .storageOnly
}
