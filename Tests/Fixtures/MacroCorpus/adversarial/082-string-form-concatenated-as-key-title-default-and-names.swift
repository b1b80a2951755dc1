// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-concatenated-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: "Strings Title" + "" + ".x")
@SettingsGroup("appearance" + "" + ".x", title: "Appearance" + "" + ".x", icon: "paintbrush" + "" + ".x")
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: "ui.fontSize" + "" + ".x", legacyKeys: ["fontSize" + "" + ".x", "size" + "" + ".x"])
    @Setting(title: "Font Size" + "" + ".x", summary: "Size of text" + "" + ".x", group: "appearance" + "" + ".x", icon: "textformat" + "" + ".x", tags: ["text" + "" + ".x", "font" + "" + ".x"], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: "ui.name" + "" + ".x") var name: String = "Anonymous" + "" + ".x"
    @Pref @Setting(options: ["light" + "" + ".x": "Light" + "" + ".x", "dark" + "" + ".x": "Dark" + "" + ".x"]) var theme: String = "light" + "" + ".x"
    @Pref var optional: String?
    @RawPref(key: "raw" + "" + ".x") var raw: [String: Any] = ["k" + "" + ".x": "v" + "" + ".x"]

    @OnPrefChange("fontSize" + "" + ".x", "name") func changed() {}
}
