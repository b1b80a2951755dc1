// corpus: adversarial, Scripts/make-macro-corpus.py, case 'on-pref-change-main-actor-mix-and-many-hooks'
import Prefs

@MainActor @PrefsSchema final class ManyHooks {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
    @Pref var b: Int = 0
    @MainActor @Pref var c: Int = 0
    @Pref nonisolated var d: Int = 0

    @OnPrefChange("a") func h1() {}
    @OnPrefChange("a", "b") func h2(_ change: PrefsChange) {}
    @OnPrefChange("c") @MainActor func h3() {}
    @OnPrefChange("d") nonisolated func h4() {}
    @OnPrefChange("a", "b", "c", "d") func h5(change: PrefsChange) {}
    @OnPrefChange("b")
    @MainActor
    func h6() {}
    /// A documented hook.
    @OnPrefChange("a") private func h7() {}
    @OnPrefChange("a") fileprivate func h8() {}
    @OnPrefChange("a") public func h9() {}
}
