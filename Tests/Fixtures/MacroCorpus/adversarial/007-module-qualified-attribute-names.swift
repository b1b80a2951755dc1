// corpus: adversarial, Scripts/make-macro-corpus.py, case 'module-qualified-attribute-names'
import Prefs

@Prefs.PrefsSchema final class Qualified {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Prefs.Pref var a: Int = 0
    @Prefs.Pref(key: "b") @Prefs.Setting(title: "B") var b: Int = 1
    @Prefs.RawRepresentablePref var c: Theme = .dark
    @Prefs.JSONDataCodablePref var d: [Int]?
    @Prefs.JSONStringCodablePref var e: [String: Int] = [:]
    @PrefsKitCompatibility.RawPref var f: [Any] = []
    @Prefs.OnPrefChange("a") func changed() {}
}

@Prefs.PrefsSchema @Prefs.SettingsGroup("g", title: "G") final class QualifiedGroup {
    @Prefs.Storage var storage = .dictionary
    @Prefs.StorageMode var storageMode = .storageOnly
    @Prefs.Pref @Prefs.Setting(group: "g") var g: Bool = false
}

enum Theme: String { case light, dark }
