// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:137 (inSchema)
import Prefs
import PrefsKitCompatibility
import Foundation

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref(coding: .urlString) var homepage: URL?
}
