// corpus: Tests/PrefsTests/Schema/NamingTests.swift:18
import Prefs

/// A schema isolated to the main actor.
@MainActor @PrefsSchema final class MainActorPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly
    @Pref var volume: Double = 0.5
}
