// corpus: adversarial, Scripts/make-macro-corpus.py, case 'schema-with-explicit-conformances-it-also-gets'
import Prefs

@PrefsSchema final class Explicit: PrefsSchema, Observable, Sendable {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class ExplicitUnchecked: @unchecked Sendable, Observation.Observable {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class ExplicitIdentifiable: Identifiable, Hashable {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
    var id: ObjectIdentifier { ObjectIdentifier(self) }
    static func == (l: ExplicitIdentifiable, r: ExplicitIdentifiable) -> Bool { l === r }
    func hash(into h: inout Hasher) { h.combine(id) }
}
