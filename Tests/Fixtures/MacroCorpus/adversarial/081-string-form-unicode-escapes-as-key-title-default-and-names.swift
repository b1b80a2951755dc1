// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-unicode-escapes-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: "\u{48}\u{0065}Strings Title\u{10FFFF}\u{301}")
@SettingsGroup("\u{48}\u{0065}appearance\u{10FFFF}\u{301}", title: "\u{48}\u{0065}Appearance\u{10FFFF}\u{301}", icon: "\u{48}\u{0065}paintbrush\u{10FFFF}\u{301}")
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: "\u{48}\u{0065}ui.fontSize\u{10FFFF}\u{301}", legacyKeys: ["\u{48}\u{0065}fontSize\u{10FFFF}\u{301}", "\u{48}\u{0065}size\u{10FFFF}\u{301}"])
    @Setting(title: "\u{48}\u{0065}Font Size\u{10FFFF}\u{301}", summary: "\u{48}\u{0065}Size of text\u{10FFFF}\u{301}", group: "\u{48}\u{0065}appearance\u{10FFFF}\u{301}", icon: "\u{48}\u{0065}textformat\u{10FFFF}\u{301}", tags: ["\u{48}\u{0065}text\u{10FFFF}\u{301}", "\u{48}\u{0065}font\u{10FFFF}\u{301}"], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: "\u{48}\u{0065}ui.name\u{10FFFF}\u{301}") var name: String = "\u{48}\u{0065}Anonymous\u{10FFFF}\u{301}"
    @Pref @Setting(options: ["\u{48}\u{0065}light\u{10FFFF}\u{301}": "\u{48}\u{0065}Light\u{10FFFF}\u{301}", "\u{48}\u{0065}dark\u{10FFFF}\u{301}": "\u{48}\u{0065}Dark\u{10FFFF}\u{301}"]) var theme: String = "\u{48}\u{0065}light\u{10FFFF}\u{301}"
    @Pref var optional: String?
    @RawPref(key: "\u{48}\u{0065}raw\u{10FFFF}\u{301}") var raw: [String: Any] = ["\u{48}\u{0065}k\u{10FFFF}\u{301}": "\u{48}\u{0065}v\u{10FFFF}\u{301}"]

    @OnPrefChange("\u{48}\u{0065}fontSize\u{10FFFF}\u{301}", "name") func changed() {}
}
