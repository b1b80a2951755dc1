// corpus: adversarial, Scripts/make-macro-corpus.py, case 'optional-with-default-forms'
import Prefs
import PrefsKitCompatibility

@PrefsSchema final class OptionalDefaults {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var a: Int? = 0
    @Pref var b: Optional<Int> = nil
    @Pref var c: Int?? = nil
    @Pref var d: Int?? = 1
    @Pref var e: Int! = 0
    @Pref var f: String? = "x"
    @Pref(key: "user.name")
    var g: Optional<String> =
        "x"
    @RawRepresentablePref var h: Theme? = .light
    @JSONStringCodablePref var i: [Int]? = []
    @Pref var j: Int? = .some(1)
    @Pref var k: Int? = .none
    @RawPref var l: [Any]? = []
}

enum Theme: String { case light }
