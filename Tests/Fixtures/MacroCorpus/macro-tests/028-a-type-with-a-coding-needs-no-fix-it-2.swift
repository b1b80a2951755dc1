// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:138 (inSchema)
import Prefs
import Foundation

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @JSONStringCodablePref var homepage: URL?
}
