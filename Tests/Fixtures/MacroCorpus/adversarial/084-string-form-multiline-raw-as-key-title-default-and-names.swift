// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-multiline-raw-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: #"""
        Strings Title "quoted" \n \#("x")
        """#)
@SettingsGroup(#"""
        appearance "quoted" \n \#("x")
        """#, title: #"""
        Appearance "quoted" \n \#("x")
        """#, icon: #"""
        paintbrush "quoted" \n \#("x")
        """#)
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: #"""
        ui.fontSize "quoted" \n \#("x")
        """#, legacyKeys: [#"""
        fontSize "quoted" \n \#("x")
        """#, #"""
        size "quoted" \n \#("x")
        """#])
    @Setting(title: #"""
        Font Size "quoted" \n \#("x")
        """#, summary: #"""
        Size of text "quoted" \n \#("x")
        """#, group: #"""
        appearance "quoted" \n \#("x")
        """#, icon: #"""
        textformat "quoted" \n \#("x")
        """#, tags: [#"""
        text "quoted" \n \#("x")
        """#, #"""
        font "quoted" \n \#("x")
        """#], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: #"""
        ui.name "quoted" \n \#("x")
        """#) var name: String = #"""
        Anonymous "quoted" \n \#("x")
        """#
    @Pref @Setting(options: [#"""
        light "quoted" \n \#("x")
        """#: #"""
        Light "quoted" \n \#("x")
        """#, #"""
        dark "quoted" \n \#("x")
        """#: #"""
        Dark "quoted" \n \#("x")
        """#]) var theme: String = #"""
        light "quoted" \n \#("x")
        """#
    @Pref var optional: String?
    @RawPref(key: #"""
        raw "quoted" \n \#("x")
        """#) var raw: [String: Any] = [#"""
        k "quoted" \n \#("x")
        """#: #"""
        v "quoted" \n \#("x")
        """#]

    @OnPrefChange(#"""
        fontSize "quoted" \n \#("x")
        """#, "name") func changed() {}
}
