// corpus: adversarial, Scripts/make-macro-corpus.py, case 'on-pref-change-on-non-methods'
import Prefs

@PrefsSchema final class HookTargets {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var theme: String = "system"

    @OnPrefChange("theme") var notAMethod = 0
    @OnPrefChange("theme") init() {}
    @OnPrefChange("theme") deinit {}
    @OnPrefChange("theme") subscript(i: Int) -> Int { i }
    @OnPrefChange("theme") struct Nested {}
    @OnPrefChange("theme") typealias Alias = Int
    @OnPrefChange("theme") @Pref var both: Int = 0
}
