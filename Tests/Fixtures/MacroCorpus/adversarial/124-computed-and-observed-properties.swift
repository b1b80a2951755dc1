// corpus: adversarial, Scripts/make-macro-corpus.py, case 'computed-and-observed-properties'
import Prefs

@PrefsSchema final class Accessors {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    private var backing = 0

    @Pref var computed: Int { 1 }
    @Pref var getSet: Int { get { backing } set { backing = newValue } }
    @Pref var observed: Int = 0 { didSet { print(oldValue) } }
    @Pref var willSetObserved: Int = 0 {
        willSet { print(newValue) }
    }
    @Pref var asyncGetter: Int { get async { 1 } }
    @Pref var throwingGetter: Int { get throws { 1 } }
    @Pref var readModify: Int {
        _read { yield backing }
        _modify { yield &backing }
    }
    @Pref var initAccessor: Int {
        @storageRestrictions(initializes: backing)
        init { backing = newValue }
        get { backing }
    }
}
