// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-raw-single-hash-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: #"Strings Title "quoted" \n is no escape"#)
@SettingsGroup(#"appearance "quoted" \n is no escape"#, title: #"Appearance "quoted" \n is no escape"#, icon: #"paintbrush "quoted" \n is no escape"#)
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: #"ui.fontSize "quoted" \n is no escape"#, legacyKeys: [#"fontSize "quoted" \n is no escape"#, #"size "quoted" \n is no escape"#])
    @Setting(title: #"Font Size "quoted" \n is no escape"#, summary: #"Size of text "quoted" \n is no escape"#, group: #"appearance "quoted" \n is no escape"#, icon: #"textformat "quoted" \n is no escape"#, tags: [#"text "quoted" \n is no escape"#, #"font "quoted" \n is no escape"#], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: #"ui.name "quoted" \n is no escape"#) var name: String = #"Anonymous "quoted" \n is no escape"#
    @Pref @Setting(options: [#"light "quoted" \n is no escape"#: #"Light "quoted" \n is no escape"#, #"dark "quoted" \n is no escape"#: #"Dark "quoted" \n is no escape"#]) var theme: String = #"light "quoted" \n is no escape"#
    @Pref var optional: String?
    @RawPref(key: #"raw "quoted" \n is no escape"#) var raw: [String: Any] = [#"k "quoted" \n is no escape"#: #"v "quoted" \n is no escape"#]

    @OnPrefChange(#"fontSize "quoted" \n is no escape"#, "name") func changed() {}
}
