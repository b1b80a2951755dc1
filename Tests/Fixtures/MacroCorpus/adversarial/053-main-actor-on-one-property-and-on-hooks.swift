// corpus: adversarial, Scripts/make-macro-corpus.py, case 'main-actor-on-one-property-and-on-hooks'
import Prefs

@PrefsSchema final class OneIsolated {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var plain: Int = 0
    @MainActor @Pref var isolated: Int = 0
    @Pref @MainActor var isolatedAfter: String = ""
    @MainActor
    @Pref(key: "ui.isolated") var isolatedOnItsOwnLine: Bool = false
    @MainActor @RawRepresentablePref var theme: Theme = .light
    @MainActor(unsafe) @Pref var unsafeIsolated: Int = 0
    @preconcurrency @MainActor @Pref var preconcurrency: Int = 0

    @OnPrefChange("plain") @MainActor func onMain() {}
    @MainActor @OnPrefChange("isolated") func onMainFirst(_ change: PrefsChange) {}
    @OnPrefChange("plain", "isolated") nonisolated func anywhere() {}
}

enum Theme: String { case light, dark }
