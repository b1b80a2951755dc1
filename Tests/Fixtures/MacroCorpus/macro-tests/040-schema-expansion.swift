// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:6
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}
