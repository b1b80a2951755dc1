// corpus: adversarial, Scripts/make-macro-corpus.py, case 'storage-as-plain-and-computed-properties'
import Prefs

@PrefsSchema final class Plain {
    let storage: DictionaryPrefsStorage
    var storageMode: PrefsStorageMode { .storageOnly }
    init(storage: DictionaryPrefsStorage) { self.storage = storage }
    @Pref var a: Int = 0
}

@PrefsSchema final class Computed {
    var storage: AnyPrefsStorage { AnyPrefsStorage(DictionaryPrefsStorage()) }
    let storageMode = PrefsStorageMode.cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class Lazy {
    lazy var storage = DictionaryPrefsStorage()
    static var storageMode: PrefsStorageMode = .storageOnly
}

@PrefsSchema final class Functions {
    func storage() -> DictionaryPrefsStorage { DictionaryPrefsStorage() }
    func storageMode() -> PrefsStorageMode { .storageOnly }
}
