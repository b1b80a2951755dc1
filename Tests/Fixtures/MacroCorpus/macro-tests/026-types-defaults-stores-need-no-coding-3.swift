// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:133 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var ignored: Set<String> = []
}
