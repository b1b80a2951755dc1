// corpus: adversarial, Scripts/make-macro-corpus.py, case 'access-modifiers-on-prefs-of-a-public-schema'
import Prefs

@PrefsSchema public final class AccessLevels {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite

    public var plain = 1
    @Pref public var a: Int = 0
    @Pref public private(set) var b: Int = 0
    @Pref private(set) public var c: Int = 0
    @Pref internal var d: Int = 0
    @Pref fileprivate var e: Int = 0
    @Pref private var f: Int = 0
    @Pref package var g: Int = 0
    @Pref package private(set) var h: Int = 0
    @Pref internal(set) public var i: Int = 0
    @Pref fileprivate(set) var j: Int = 0
    @Pref open var k: Int = 0
    @Pref nonisolated var l: Int = 0
    @Pref nonisolated(unsafe) var m: Int = 0
    @Pref public nonisolated var n: Int = 0

    public init() {}
}
