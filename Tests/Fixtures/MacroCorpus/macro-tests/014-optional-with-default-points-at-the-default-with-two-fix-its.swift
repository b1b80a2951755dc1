// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:38 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var name: String? = "x"
}
