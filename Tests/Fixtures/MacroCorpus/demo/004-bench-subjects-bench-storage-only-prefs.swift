// corpus: Sources/PrefsDemo/Bench/BenchSubjects.swift:14
import Prefs

/// The same schema reading and writing its storage on every access.
@PrefsSchema final class BenchStorageOnlyPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly

    @Pref var launches: Int = 0
}
