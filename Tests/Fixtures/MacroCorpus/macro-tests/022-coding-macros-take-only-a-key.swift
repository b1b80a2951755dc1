// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:115 (inSchema)
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @RawRepresentablePref(coding: .x) var a: Theme = .dark
}
