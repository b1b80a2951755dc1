// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:103 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref("x") var a: Int = 0
}
