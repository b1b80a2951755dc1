// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:68 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int { 1 }
}
