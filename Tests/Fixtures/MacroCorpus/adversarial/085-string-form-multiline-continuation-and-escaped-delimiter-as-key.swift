// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-multiline-continuation-and-escaped-delimiter-as-key'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: """
        Strings Title \
        continued \"""

          indented
        """)
@SettingsGroup("""
        appearance \
        continued \"""

          indented
        """, title: """
        Appearance \
        continued \"""

          indented
        """, icon: """
        paintbrush \
        continued \"""

          indented
        """)
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: """
        ui.fontSize \
        continued \"""

          indented
        """, legacyKeys: ["""
        fontSize \
        continued \"""

          indented
        """, """
        size \
        continued \"""

          indented
        """])
    @Setting(title: """
        Font Size \
        continued \"""

          indented
        """, summary: """
        Size of text \
        continued \"""

          indented
        """, group: """
        appearance \
        continued \"""

          indented
        """, icon: """
        textformat \
        continued \"""

          indented
        """, tags: ["""
        text \
        continued \"""

          indented
        """, """
        font \
        continued \"""

          indented
        """], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: """
        ui.name \
        continued \"""

          indented
        """) var name: String = """
        Anonymous \
        continued \"""

          indented
        """
    @Pref @Setting(options: ["""
        light \
        continued \"""

          indented
        """: """
        Light \
        continued \"""

          indented
        """, """
        dark \
        continued \"""

          indented
        """: """
        Dark \
        continued \"""

          indented
        """]) var theme: String = """
        light \
        continued \"""

          indented
        """
    @Pref var optional: String?
    @RawPref(key: """
        raw \
        continued \"""

          indented
        """) var raw: [String: Any] = ["""
        k \
        continued \"""

          indented
        """: """
        v \
        continued \"""

          indented
        """]

    @OnPrefChange("""
        fontSize \
        continued \"""

          indented
        """, "name") func changed() {}
}
