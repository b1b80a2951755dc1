// corpus: adversarial, Scripts/make-macro-corpus.py, case 'open-class-with-open-and-overridable-prefs'
import Prefs

@PrefsSchema open class OpenPrefs {
    @Storage open var storage = .dictionary
    @StorageMode open var storageMode = .cachedReadStorageWrite
    @Pref open var a: Int = 0
    @Pref public var b: Int = 0
    @Pref final var c: Int = 0
    @Pref dynamic var d: Int = 0
    public init() {}
}

final class SubPrefs: OpenPrefs {
    @Pref override var a: Int = 1
}
