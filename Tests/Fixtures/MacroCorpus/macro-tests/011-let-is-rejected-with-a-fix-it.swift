// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:20 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref let a: Int = 0
}
