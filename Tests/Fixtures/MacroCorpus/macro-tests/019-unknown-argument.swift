// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:97 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref(name: "x") var a: Int = 0
}
