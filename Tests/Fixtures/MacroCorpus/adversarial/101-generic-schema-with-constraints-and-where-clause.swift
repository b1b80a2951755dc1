// corpus: adversarial, Scripts/make-macro-corpus.py, case 'generic-schema-with-constraints-and-where-clause'
import Prefs

@PrefsSchema final class Constrained<T: Codable & Sendable, U> where U: Hashable, U: Sendable {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var count: Int = 0
    @Pref var names: [String]?
    @OnPrefChange("count") func counted() {}
}

@PrefsSchema final class Variadic<each T> {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class ValueGeneric<let N: Int> {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = N
}
