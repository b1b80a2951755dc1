// corpus: adversarial, Scripts/make-macro-corpus.py, case 'storage-declared-after-prefs-and-with-comments'
import Prefs

@PrefsSchema final class StorageLast {
    @Pref var a: Int = 0
    @Pref var b: String?

    /// The storage, declared last.
    @Storage // where values live
    var storage = .dictionary /* in memory */

    @StorageMode /* mode */ var /* name */ storageMode /* : */ = /* value */ .cachedReadStorageWrite
}

@PrefsSchema final class StorageAttributesOnOwnLines {
    @Storage
    var storage
        = .dictionary
    @StorageMode
    var storageMode
        = .storageOnly
    @Pref var a: Int = 0
}
