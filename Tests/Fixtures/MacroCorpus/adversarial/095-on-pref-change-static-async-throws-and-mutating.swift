// corpus: adversarial, Scripts/make-macro-corpus.py, case 'on-pref-change-static-async-throws-and-mutating'
import Prefs

@PrefsSchema final class HookEffects {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var theme: String = "system"

    @OnPrefChange("theme") static func shared() {}
    @OnPrefChange("theme") class func classMethod() {}
    @OnPrefChange("theme") func asynchronous() async {}
    @OnPrefChange("theme") func throwing() throws {}
    @OnPrefChange("theme") func both() async throws {}
    @OnPrefChange("theme") func typedThrows() throws(CancellationError) {}
    @OnPrefChange("theme") func rethrowing(_ f: () throws -> Void = {}) rethrows {}
    @OnPrefChange("theme") nonisolated func nonisolatedHook() {}
    @OnPrefChange("theme") @Sendable func sendable() {}
}
