// corpus: Tests/PrefsTests/Review/ChangeHookTests.swift:110
import Prefs
import Foundation

/// A main-actor schema whose hook writes another preference: that write must reach the other preference's observers.
@MainActor @PrefsSchema final class ChainedMainActorPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var syncEnabled: Bool = true
    @Pref var lastSync: Date? = nil

    @OnPrefChange("syncEnabled")
    func syncToggled() {
        if !syncEnabled { $lastSync.reset() }
    }
}
