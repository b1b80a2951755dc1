// corpus: Sources/PrefsDemo/Bench/BenchCases+Contention.swift:6
import Prefs
import Foundation

/// The schema the read-under-write rows use: two preferences in one JSON file, one read and one written.
@PrefsSchema final class BenchSharedFilePrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(file: URL, mode: PrefsStorageMode) {
        storage = .jsonFile(file, watching: .off)
        storageMode = mode
    }

    @Pref var launches: Int = 0
    @Pref var lastSaved: Int = 0
}
