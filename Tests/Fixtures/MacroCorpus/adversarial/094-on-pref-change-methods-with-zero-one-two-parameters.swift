// corpus: adversarial, Scripts/make-macro-corpus.py, case 'on-pref-change-methods-with-zero-one-two-parameters'
import Prefs

@PrefsSchema final class HookParameters {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var theme: String = "system"
    @Pref(key: "ui.accent") var accent: String = "blue"

    @OnPrefChange("theme") func none() {}
    @OnPrefChange("theme") func unlabelled(_ change: PrefsChange) {}
    @OnPrefChange("accent") func labelled(change: PrefsChange) {}
    @OnPrefChange("accent") func renamed(with c: PrefsChange) {}
    @OnPrefChange("theme", "accent") func two(_ a: PrefsChange, _ b: Int) {}
    @OnPrefChange("theme") func wrongType(_ value: String) {}
    @OnPrefChange("theme") func defaulted(_ change: PrefsChange? = nil) {}
    @OnPrefChange("theme") func variadic(_ changes: PrefsChange...) {}
    @OnPrefChange("theme") func inoutParameter(_ change: inout PrefsChange) {}
    @OnPrefChange("theme") func returning() -> Int { 0 }
    @OnPrefChange("theme") func generic<T>(_ t: T.Type = Never.self) {}
    @OnPrefChange("theme") func qualified(_ change: Prefs.PrefsChange) {}
}
