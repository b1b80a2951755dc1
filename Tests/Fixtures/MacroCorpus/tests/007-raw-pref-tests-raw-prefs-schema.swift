// corpus: Tests/PrefsKitCompatibilityTests/RawPrefTests.swift:5
import Prefs
import PrefsKitCompatibility

@PrefsSchema final class RawPrefsSchema {
    @Storage var storage = .dictionary
    @StorageMode var storageMode: PrefsStorageMode

    init(mode: PrefsStorageMode) { storageMode = mode }

    @RawPref var array: [Any]?
    @RawPref var arrayDefaulted: [Any] = ["string", 123]
    @RawPref var dict: [String: Any]?
    @RawPref(key: "dictDefaultedB") var dictDefaulted: [String: Any] = ["foo": "string", "bar": 123]
}
