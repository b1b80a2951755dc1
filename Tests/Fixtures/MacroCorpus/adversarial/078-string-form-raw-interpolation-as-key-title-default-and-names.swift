// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-raw-interpolation-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: #"Strings Title.\#(Self.prefix).\(notInterpolated)"#)
@SettingsGroup(#"appearance.\#(Self.prefix).\(notInterpolated)"#, title: #"Appearance.\#(Self.prefix).\(notInterpolated)"#, icon: #"paintbrush.\#(Self.prefix).\(notInterpolated)"#)
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: #"ui.fontSize.\#(Self.prefix).\(notInterpolated)"#, legacyKeys: [#"fontSize.\#(Self.prefix).\(notInterpolated)"#, #"size.\#(Self.prefix).\(notInterpolated)"#])
    @Setting(title: #"Font Size.\#(Self.prefix).\(notInterpolated)"#, summary: #"Size of text.\#(Self.prefix).\(notInterpolated)"#, group: #"appearance.\#(Self.prefix).\(notInterpolated)"#, icon: #"textformat.\#(Self.prefix).\(notInterpolated)"#, tags: [#"text.\#(Self.prefix).\(notInterpolated)"#, #"font.\#(Self.prefix).\(notInterpolated)"#], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: #"ui.name.\#(Self.prefix).\(notInterpolated)"#) var name: String = #"Anonymous.\#(Self.prefix).\(notInterpolated)"#
    @Pref @Setting(options: [#"light.\#(Self.prefix).\(notInterpolated)"#: #"Light.\#(Self.prefix).\(notInterpolated)"#, #"dark.\#(Self.prefix).\(notInterpolated)"#: #"Dark.\#(Self.prefix).\(notInterpolated)"#]) var theme: String = #"light.\#(Self.prefix).\(notInterpolated)"#
    @Pref var optional: String?
    @RawPref(key: #"raw.\#(Self.prefix).\(notInterpolated)"#) var raw: [String: Any] = [#"k.\#(Self.prefix).\(notInterpolated)"#: #"v.\#(Self.prefix).\(notInterpolated)"#]

    @OnPrefChange(#"fontSize.\#(Self.prefix).\(notInterpolated)"#, "name") func changed() {}
}
