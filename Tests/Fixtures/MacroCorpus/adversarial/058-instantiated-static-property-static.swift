// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-static-property-static'
import Prefs

// PrefMacroDiagnosticsTests.staticProperty, with modifier: "static".
@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref static var a: Int = 0
}
