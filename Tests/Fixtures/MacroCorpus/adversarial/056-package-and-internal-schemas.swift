// corpus: adversarial, Scripts/make-macro-corpus.py, case 'package-and-internal-schemas'
import Prefs

@PrefsSchema package final class PackagePrefs {
    @Storage package var storage = .dictionary
    @StorageMode package var storageMode = .cachedReadStorageWrite
    @Pref package var a: Int = 0
    @Pref var b: Int = 0
    @OnPrefChange("a") package func changed() {}
}

@PrefsSchema internal final class InternalPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref internal var a: Int = 0
}

@PrefsSchema fileprivate final class FilePrivatePrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema private final class PrivatePrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}
