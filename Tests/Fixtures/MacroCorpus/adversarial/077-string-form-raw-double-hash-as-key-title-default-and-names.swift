// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-raw-double-hash-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: ##"Strings Title "# still inside"##)
@SettingsGroup(##"appearance "# still inside"##, title: ##"Appearance "# still inside"##, icon: ##"paintbrush "# still inside"##)
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: ##"ui.fontSize "# still inside"##, legacyKeys: [##"fontSize "# still inside"##, ##"size "# still inside"##])
    @Setting(title: ##"Font Size "# still inside"##, summary: ##"Size of text "# still inside"##, group: ##"appearance "# still inside"##, icon: ##"textformat "# still inside"##, tags: [##"text "# still inside"##, ##"font "# still inside"##], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: ##"ui.name "# still inside"##) var name: String = ##"Anonymous "# still inside"##
    @Pref @Setting(options: [##"light "# still inside"##: ##"Light "# still inside"##, ##"dark "# still inside"##: ##"Dark "# still inside"##]) var theme: String = ##"light "# still inside"##
    @Pref var optional: String?
    @RawPref(key: ##"raw "# still inside"##) var raw: [String: Any] = [##"k "# still inside"##: ##"v "# still inside"##]

    @OnPrefChange(##"fontSize "# still inside"##, "name") func changed() {}
}
