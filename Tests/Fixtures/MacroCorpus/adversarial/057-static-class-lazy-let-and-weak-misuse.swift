// corpus: adversarial, Scripts/make-macro-corpus.py, case 'static-class-lazy-let-and-weak-misuse'
import Prefs
import PrefsKitCompatibility

@PrefsSchema class Misused {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref static var a: Int = 0
    @Pref class var b: Int { 0 }
    @Pref lazy var c: Int = 0
    @Pref let d: Int = 0
    @Pref static let e: Int = 0
    @Pref weak var f: AnyObject?
    @Pref unowned var g: AnyObject
    @Pref final lazy var h: [Int] = []
    @Pref private static var i: String?
    @Pref nonisolated(unsafe) static var j: Int = 0
    @RawRepresentablePref static var k: Theme = .light
    @JSONDataCodablePref let l: [Int] = []
    @RawPref lazy var m: [Any] = []
}

enum Theme: String { case light }
