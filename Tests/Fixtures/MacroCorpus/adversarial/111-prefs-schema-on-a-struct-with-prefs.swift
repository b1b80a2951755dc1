// corpus: adversarial, Scripts/make-macro-corpus.py, case 'prefs-schema-on-a-struct-with-prefs'
import Prefs

@PrefsSchema struct StructPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
    @Pref(key: "b") var b: String?
    @OnPrefChange("a") func changed() {}
}
