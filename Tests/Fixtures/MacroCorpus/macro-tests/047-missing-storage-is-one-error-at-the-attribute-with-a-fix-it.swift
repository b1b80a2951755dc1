// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:191
import Prefs

@PrefsSchema final class AppPrefs {
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var launches: Int = 0
}
