// corpus: adversarial, Scripts/make-macro-corpus.py, case 'optional-spellings'
import Prefs

@PrefsSchema final class Optionals {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var a: Int?
    @Pref var b: Optional<Int>
    @Pref var c: Swift.Optional<Int>
    @Pref var d: [Int]?
    @Pref var e: Int??
    @Pref var f: Optional<Optional<Int>>
    @Pref var g: (Int)?
    @Pref var h: Int? = nil
    @Pref var i: Optional<[String: Int]> = .none
    @Pref var j: [Int?] = []
    @Pref var k: [Int?]?
    @Pref var l: Int?/* comment touching */
    @Pref var m: Optional<Int> = Optional.none
    @Pref var n: String?
        = nil
}
