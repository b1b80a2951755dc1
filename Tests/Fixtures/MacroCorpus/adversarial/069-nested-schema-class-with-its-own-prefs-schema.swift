// corpus: adversarial, Scripts/make-macro-corpus.py, case 'nested-schema-class-with-its-own-prefs-schema'
import Prefs

@PrefsSchema final class OuterPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var outer: Int = 0

    @PrefsSchema final class InnerPrefs {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .storageOnly
        @Pref var inner: Int = 0
        @Pref(key: "outer") var sameKeyAsOuter: Int = 0

        @PrefsSchema final class InnermostPrefs {
            @Storage var storage = .dictionary
            @StorageMode var storageMode = .cachedReadStorageWrite
            @Pref var innermost: String?
            @OnPrefChange("innermost") func changed() {}
        }
    }

    let inner = InnerPrefs()
    @OnPrefChange("outer") func outerChanged() {}
}
