import Observation
import PrefsCommandLine
import PrefsKitCompatibility
import Synchronization

/// The schema the cached-read row reads: one `Int` preference, served from its per-preference cache.
@PrefsSchema final class BenchCachedPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var launches: Int = 0
}

/// The same schema reading and writing its storage on every access.
@PrefsSchema final class BenchStorageOnlyPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly

    @Pref var launches: Int = 0
}

/// The floor for a cached read: a plain stored property of an `@Observable` class.
@Observable final class BenchPlainSettings {
    var launches = 0
}

/// The floor for storage reads and writes: a dictionary of `Any` behind a `Mutex`, as a hand-written thread-safe
/// preferences store would keep it.
final class BenchLockedDictionary: Sendable {
    let values = Mutex<[String: Any]>([:])

    /// The value for `key` if it is an `Int`: the same typed read a storage gives.
    func int(forKey key: String) -> Int? {
        values.withLock { $0[key] as? Int }
    }

    func set(_ value: Int, forKey key: String) {
        values.withLock { $0[key] = value }
    }
}
