// corpus: adversarial, Scripts/make-macro-corpus.py, case 'raw-pref-any-arrays-and-dictionaries'
import Prefs
import PrefsKitCompatibility

@PrefsSchema final class RawValues {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @RawPref var array: [Any] = []
    @RawPref var optionalArray: [Any]?
    @RawPref var dictionary: [String: Any] = [:]
    @RawPref var optionalDictionary: [String: Any]?
    @RawPref(key: "raw.mixed") var mixed: [Any] = ["a", 1, 2.5, true, ["x", ["y"]], ["k": 1]]
    @RawPref(legacyKeys: ["oldRaw"]) var legacy: [String: Any] = ["nested": ["a": [1, 2, 3]], "flag": false]
    @RawPref(key: "k", legacyKeys: ["a", "b"]) var both: [Any]? = nil
    @RawPref var spelledArray: Array<Any> = []
    @RawPref var spelledDictionary: Dictionary<String, Any>?
    @RawPref var withComment: /* raw */ [Any] /* list */ = [/* empty */]
    @RawPref var multiline: [String: Any] = [
        "a": 1,
        "b": [
            "c": "d",
        ],
    ]
}
