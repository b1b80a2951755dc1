// corpus: Tests/PrefsTests/Schema/SchemaBehaviourTests.swift:157
import Prefs

@PrefsSchema final class ConcreteStoragePrefs {
    @Storage var storage: DictionaryPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode
    init(storage: DictionaryPrefsStorage, mode: PrefsStorageMode) {
        self.storage = storage
        storageMode = mode
    }
    @Pref var count: Int = 1
}
