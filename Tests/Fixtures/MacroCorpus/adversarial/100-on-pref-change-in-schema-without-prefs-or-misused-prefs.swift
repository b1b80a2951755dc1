// corpus: adversarial, Scripts/make-macro-corpus.py, case 'on-pref-change-in-schema-without-prefs-or-misused-prefs'
import Prefs

@PrefsSchema final class NoPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @OnPrefChange("theme") func nothingToFollow() {}
}

@PrefsSchema final class MisusedPref {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref let homepage: String = ""
    @Pref var missingDefault: Int
    @OnPrefChange("homepage", "missingDefault") func reload() {}
}
