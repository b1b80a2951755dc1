// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:32 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int
}
