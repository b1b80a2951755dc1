// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:132 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref(key: "net.port") var port: UInt16 = 8080
}
