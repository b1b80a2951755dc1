// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:239
import Prefs

@PrefsSchema final class AppPrefs {
    let storage: DictionaryPrefsStorage
    var storageMode: PrefsStorageMode { .storageOnly }
    init(storage: DictionaryPrefsStorage) { self.storage = storage }
}
