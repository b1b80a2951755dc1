// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:81 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref lazy var a: Int = 0
}
