// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-multiline-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: """
        Strings Title
        """)
@SettingsGroup("""
        appearance
        """, title: """
        Appearance
        """, icon: """
        paintbrush
        """)
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: """
        ui.fontSize
        """, legacyKeys: ["""
        fontSize
        """, """
        size
        """])
    @Setting(title: """
        Font Size
        """, summary: """
        Size of text
        """, group: """
        appearance
        """, icon: """
        textformat
        """, tags: ["""
        text
        """, """
        font
        """], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: """
        ui.name
        """) var name: String = """
        Anonymous
        """
    @Pref @Setting(options: ["""
        light
        """: """
        Light
        """, """
        dark
        """: """
        Dark
        """]) var theme: String = """
        light
        """
    @Pref var optional: String?
    @RawPref(key: """
        raw
        """) var raw: [String: Any] = ["""
        k
        """: """
        v
        """]

    @OnPrefChange("""
        fontSize
        """, "name") func changed() {}
}
