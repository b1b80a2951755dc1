// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:225
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var store = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}
