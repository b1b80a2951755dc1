// corpus: adversarial, Scripts/make-macro-corpus.py, case 'generic-schema-nested-in-generic-type-with-main-actor'
import Prefs

struct Outer<Element> {
    @MainActor @PrefsSchema final class Inner<Extra> {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .cachedReadStorageWrite
        @Pref var a: Int = 0
        @MainActor @Pref var b: [String] = []
        @OnPrefChange("a") func changed() {}
    }
}

enum Namespace<T> {
    @PrefsSchema final class InGenericEnum {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .cachedReadStorageWrite
        @Pref var a: Int = 0
    }
}
