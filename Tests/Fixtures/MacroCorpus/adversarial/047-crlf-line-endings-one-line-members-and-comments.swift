// corpus: adversarial, Scripts/make-macro-corpus.py, case 'crlf-line-endings-one-line-members-and-comments'
import Prefs
import PrefsKitCompatibility

@PrefsSchema @SettingsGroup("g", title: "G") final class WindowsCompact {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0  // a
    /* block
       spanning lines */
    @Pref(key: "b", legacyKeys: ["old"]) @Setting(group: "g") var b: Bool = false
    @RawPref var raw: [Any] = []
}
