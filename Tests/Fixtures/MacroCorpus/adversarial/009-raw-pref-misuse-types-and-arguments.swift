// corpus: adversarial, Scripts/make-macro-corpus.py, case 'raw-pref-misuse-types-and-arguments'
import Prefs
import PrefsKitCompatibility

@PrefsSchema final class RawMisuse {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @RawPref var notAny: Int = 0
    @RawPref var anyScalar: Any = 1
    @RawPref var list: [Any]
    @RawPref(coding: .x) var coded: [Any]?
    @RawPref(encode: { $0 }, decode: { $0 }) var closures: [Any] = []
    @RawPref var optionalWithDefault: [String: Any]? = [:]
    @RawPref let constant: [Any] = []
    @RawPref var untyped = [Any]()
    @RawPref var intKeyed: [Int: Any] = [:]
    @RawPref var anyObjects: [AnyObject] = []
}
