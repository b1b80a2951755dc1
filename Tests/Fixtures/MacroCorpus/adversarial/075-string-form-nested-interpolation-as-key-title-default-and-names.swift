// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-nested-interpolation-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: "Strings Title\("in\("ner")")")
@SettingsGroup("appearance\("in\("ner")")", title: "Appearance\("in\("ner")")", icon: "paintbrush\("in\("ner")")")
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: "ui.fontSize\("in\("ner")")", legacyKeys: ["fontSize\("in\("ner")")", "size\("in\("ner")")"])
    @Setting(title: "Font Size\("in\("ner")")", summary: "Size of text\("in\("ner")")", group: "appearance\("in\("ner")")", icon: "textformat\("in\("ner")")", tags: ["text\("in\("ner")")", "font\("in\("ner")")"], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: "ui.name\("in\("ner")")") var name: String = "Anonymous\("in\("ner")")"
    @Pref @Setting(options: ["light\("in\("ner")")": "Light\("in\("ner")")", "dark\("in\("ner")")": "Dark\("in\("ner")")"]) var theme: String = "light\("in\("ner")")"
    @Pref var optional: String?
    @RawPref(key: "raw\("in\("ner")")") var raw: [String: Any] = ["k\("in\("ner")")": "v\("in\("ner")")"]

    @OnPrefChange("fontSize\("in\("ner")")", "name") func changed() {}
}
