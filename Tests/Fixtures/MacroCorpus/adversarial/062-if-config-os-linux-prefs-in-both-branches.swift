// corpus: adversarial, Scripts/make-macro-corpus.py, case 'if-config-os-linux-prefs-in-both-branches'
import Prefs

@PrefsSchema final class PlatformPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var everywhere: Int = 0
    #if os(Linux)
    /// Only on Linux.
    @Pref var linuxOnly: String = "xdg"
    @Pref(key: "shared.key") var shared: Int = 1
    #else
    /// Everywhere else.
    @Pref var elsewhere: String = "defaults"
    @Pref(key: "shared.key") var shared: Int = 2
    #endif
    @Pref var after: Bool = false

    @OnPrefChange("everywhere", "shared") func changed() {}
}
