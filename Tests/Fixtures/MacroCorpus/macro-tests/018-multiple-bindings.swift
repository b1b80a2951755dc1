// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:87 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0, b: Int = 1
}
