// corpus: adversarial, Scripts/make-macro-corpus.py, case 'storage-misnamed'
import Prefs

@PrefsSchema final class Misnamed {
    @Storage var store = .dictionary
    @StorageMode var mode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class MisnamedStorageOnly {
    @Storage var backing = .userDefaults
    @StorageMode var storageMode = .storageOnly
}

@PrefsSchema final class Backticked {
    @Storage var `storage` = .dictionary
    @StorageMode var `storageMode` = .storageOnly
    @Pref var a: Int = 0
}

@PrefsSchema final class Capitalised {
    @Storage var Storage = .dictionary
    @StorageMode var StorageMode = .storageOnly
}
