// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:109 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref(encode: { $0 }) var a: Int = 0
}
