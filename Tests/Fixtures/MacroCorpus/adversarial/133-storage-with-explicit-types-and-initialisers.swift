// corpus: adversarial, Scripts/make-macro-corpus.py, case 'storage-with-explicit-types-and-initialisers'
import Prefs

@PrefsSchema final class ExplicitTypes {
    @Storage var storage: DictionaryPrefsStorage = .init()
    @StorageMode var storageMode: PrefsStorageMode = .storageOnly
    @Pref var a: Int = 0
}

@PrefsSchema final class ExplicitAny {
    @Storage var storage: AnyPrefsStorage = AnyPrefsStorage(DictionaryPrefsStorage())
    @StorageMode var storageMode: PrefsStorageMode = PrefsStorageMode.cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class Injected {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, storageMode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        self.storageMode = storageMode
    }
    @Pref var a: Int = 0
}

@PrefsSchema final class Optional {
    @Storage var storage: DictionaryPrefsStorage?
    @StorageMode var storageMode: PrefsStorageMode?
}
