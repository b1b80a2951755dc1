// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-static-property-class'
import Prefs

// PrefMacroDiagnosticsTests.staticProperty, with modifier: "class".
@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref class var a: Int = 0
}
