// corpus: Sources/PrefsDemo/Bench/BenchSubjects.swift:6
import Prefs

/// The schema the cached-read row reads: one `Int` preference, served from its per-preference cache.
@PrefsSchema final class BenchCachedPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var launches: Int = 0
}
