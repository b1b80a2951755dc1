// corpus: adversarial, Scripts/make-macro-corpus.py, case 'names-close-to-generated-members'
import Prefs

@PrefsSchema final class CloseNames {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    var _$pref_manual: Int = 0
    var _$descriptor_manual = 0
    @Pref var manual: Int = 0
    @Pref var pref_a: Int = 0
    @Pref var descriptor_a: Int = 0
    @Pref var a: Int = 0
    @Pref var prefs: Int = 0
    @Pref var _prefs: Int = 0
    @Pref var description: String = ""
    @Pref var key: String = "key"
    @Pref var keys: [String] = []
    @Pref var value: Int = 0
    @Pref var newValue: Int = 0
    @Pref var oldValue: Int = 0
    @Pref var change: Int = 0
    @Pref var changes: Int = 0
    @Pref var observationRegistrar: Int = 0
    @Pref var storageValue: Int = 0
    @Pref var settingsMetadata: Int = 0
    @Pref var prefsDescription: Int = 0
    @Pref var writing: Int = 0
}
