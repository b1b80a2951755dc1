// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:121 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref static let a: Int
}
