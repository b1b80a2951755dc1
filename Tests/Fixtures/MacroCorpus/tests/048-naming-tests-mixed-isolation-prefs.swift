// corpus: Tests/PrefsTests/Schema/NamingTests.swift:25
import Prefs

/// A schema with one main-actor preference.
@PrefsSchema final class MixedIsolationPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @MainActor @Pref var onMain: Int = 1
    @Pref var anywhere: Int = 2
}
