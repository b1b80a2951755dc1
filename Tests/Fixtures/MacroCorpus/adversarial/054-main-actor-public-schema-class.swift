// corpus: adversarial, Scripts/make-macro-corpus.py, case 'main-actor-public-schema-class'
import Prefs

@MainActor @PrefsSchema public final class MainPrefs {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite
    @Pref public var a: Int = 0
    @Pref var b: String?
    @Pref nonisolated var c: Int = 0
    @OnPrefChange("a") func changed() {}
    public init() {}
}

@PrefsSchema @MainActor final class MainPrefsAttributeAfter {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema
@MainActor
final class MainPrefsOnLines {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @MainActor @Pref var doublyIsolated: Int = 0
}
