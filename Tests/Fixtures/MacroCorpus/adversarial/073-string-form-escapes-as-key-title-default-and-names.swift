// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-escapes-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: "Strings Title\"q\\s\n\t\u{1F600}\0\r\'")
@SettingsGroup("appearance\"q\\s\n\t\u{1F600}\0\r\'", title: "Appearance\"q\\s\n\t\u{1F600}\0\r\'", icon: "paintbrush\"q\\s\n\t\u{1F600}\0\r\'")
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: "ui.fontSize\"q\\s\n\t\u{1F600}\0\r\'", legacyKeys: ["fontSize\"q\\s\n\t\u{1F600}\0\r\'", "size\"q\\s\n\t\u{1F600}\0\r\'"])
    @Setting(title: "Font Size\"q\\s\n\t\u{1F600}\0\r\'", summary: "Size of text\"q\\s\n\t\u{1F600}\0\r\'", group: "appearance\"q\\s\n\t\u{1F600}\0\r\'", icon: "textformat\"q\\s\n\t\u{1F600}\0\r\'", tags: ["text\"q\\s\n\t\u{1F600}\0\r\'", "font\"q\\s\n\t\u{1F600}\0\r\'"], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: "ui.name\"q\\s\n\t\u{1F600}\0\r\'") var name: String = "Anonymous\"q\\s\n\t\u{1F600}\0\r\'"
    @Pref @Setting(options: ["light\"q\\s\n\t\u{1F600}\0\r\'": "Light\"q\\s\n\t\u{1F600}\0\r\'", "dark\"q\\s\n\t\u{1F600}\0\r\'": "Dark\"q\\s\n\t\u{1F600}\0\r\'"]) var theme: String = "light\"q\\s\n\t\u{1F600}\0\r\'"
    @Pref var optional: String?
    @RawPref(key: "raw\"q\\s\n\t\u{1F600}\0\r\'") var raw: [String: Any] = ["k\"q\\s\n\t\u{1F600}\0\r\'": "v\"q\\s\n\t\u{1F600}\0\r\'"]

    @OnPrefChange("fontSize\"q\\s\n\t\u{1F600}\0\r\'", "name") func changed() {}
}
