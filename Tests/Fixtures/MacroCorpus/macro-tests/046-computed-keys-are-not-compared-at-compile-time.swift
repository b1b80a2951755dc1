// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:176
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref(key: prefix + "a") var a: Int = 1
    @Pref(key: prefix + "a") var b: Int = 1
}
