// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-interpolation-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: "\(Self.prefix).Strings Title.\(1 + 1)")
@SettingsGroup("\(Self.prefix).appearance.\(1 + 1)", title: "\(Self.prefix).Appearance.\(1 + 1)", icon: "\(Self.prefix).paintbrush.\(1 + 1)")
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: "\(Self.prefix).ui.fontSize.\(1 + 1)", legacyKeys: ["\(Self.prefix).fontSize.\(1 + 1)", "\(Self.prefix).size.\(1 + 1)"])
    @Setting(title: "\(Self.prefix).Font Size.\(1 + 1)", summary: "\(Self.prefix).Size of text.\(1 + 1)", group: "\(Self.prefix).appearance.\(1 + 1)", icon: "\(Self.prefix).textformat.\(1 + 1)", tags: ["\(Self.prefix).text.\(1 + 1)", "\(Self.prefix).font.\(1 + 1)"], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: "\(Self.prefix).ui.name.\(1 + 1)") var name: String = "\(Self.prefix).Anonymous.\(1 + 1)"
    @Pref @Setting(options: ["\(Self.prefix).light.\(1 + 1)": "\(Self.prefix).Light.\(1 + 1)", "\(Self.prefix).dark.\(1 + 1)": "\(Self.prefix).Dark.\(1 + 1)"]) var theme: String = "\(Self.prefix).light.\(1 + 1)"
    @Pref var optional: String?
    @RawPref(key: "\(Self.prefix).raw.\(1 + 1)") var raw: [String: Any] = ["\(Self.prefix).k.\(1 + 1)": "\(Self.prefix).v.\(1 + 1)"]

    @OnPrefChange("\(Self.prefix).fontSize.\(1 + 1)", "name") func changed() {}
}
