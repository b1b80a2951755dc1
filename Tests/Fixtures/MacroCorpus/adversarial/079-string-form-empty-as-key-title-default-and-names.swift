// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-empty-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: "")
@SettingsGroup("", title: "", icon: "")
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: "", legacyKeys: ["", ""])
    @Setting(title: "", summary: "", group: "", icon: "", tags: ["", ""], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: "") var name: String = ""
    @Pref @Setting(options: ["": "", "": ""]) var theme: String = ""
    @Pref var optional: String?
    @RawPref(key: "") var raw: [String: Any] = ["": ""]

    @OnPrefChange("", "name") func changed() {}
}
