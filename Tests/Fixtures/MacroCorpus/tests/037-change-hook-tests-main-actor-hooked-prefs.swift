// corpus: Tests/PrefsTests/Review/ChangeHookTests.swift:30
import Prefs

@MainActor @PrefsSchema final class MainActorHookedPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly
    @Pref var volume: Double = 0.5

    var heard: [Double] = []
    var onHeard: (() -> Void)?

    @OnPrefChange("volume")
    func volumeChanged(_ change: PrefsChange) {
        MainActor.assertIsolated()
        if case .double(let value) = change.newValue { heard.append(value) }
        onHeard?()
    }
}
