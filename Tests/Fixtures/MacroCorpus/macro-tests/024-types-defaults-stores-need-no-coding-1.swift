// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:131 (inSchema)
import Prefs
import Foundation

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var homepage: URL?
}
