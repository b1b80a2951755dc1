// corpus: Sources/PrefsDemo/Bench/BenchCases+Live.swift:7
import Prefs
import Foundation

/// The schema the watched cached-read row reads: `BenchCachedPrefs` over a JSON file the storage watches.
@PrefsSchema final class BenchWatchedPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(file: URL) {
        storage = .jsonFile(file, watching: .notifications)
        storageMode = .cachedReadStorageWrite
    }

    @Pref var launches: Int = 0
}
