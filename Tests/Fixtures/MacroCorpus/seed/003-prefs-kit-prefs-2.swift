// corpus: ../shared/seeds/003_e6d48f84b2cde5f8.txt:121 (unfenced code in a text)
import Prefs

@PrefsSchema final class Prefs {
    @Storage var storage: DictionaryPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: DictionaryPrefsStorage, mode: PrefsStorageMode) {
        self.storage = storage
        storageMode = mode
    }
}
