// corpus: adversarial, Scripts/make-macro-corpus.py, case 'storage-forms-and-modes'
import Prefs
import Foundation

@PrefsSchema final class UserDefaultsPrefs {
    @Storage var storage = .userDefaults
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class FilePrefs {
    @Storage var storage = .jsonFile(URL(filePath: "/tmp/prefs.json"))
    @StorageMode var storageMode = .storageOnly
    @Pref var a: Int = 0
}

@PrefsSchema final class SeededDictionary {
    @Storage var storage = .dictionary(["a": 1])
    @StorageMode var storageMode = PrefsStorageMode.cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class ClosureStorage {
    @Storage var storage = { DictionaryPrefsStorage() }()
    @StorageMode var storageMode = true ? .storageOnly : .cachedReadStorageWrite
    @Pref var a: Int = 0
}
