// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:48
import Prefs

@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    /// The name.
    @Pref(key: "user.name")
    var name: Optional<String> =
        "x"
}
