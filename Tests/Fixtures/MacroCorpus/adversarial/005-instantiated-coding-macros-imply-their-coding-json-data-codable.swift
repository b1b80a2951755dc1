// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-coding-macros-imply-their-coding-json-data-codable'
import Prefs

// PrefMacroExpansionTests.codingMacrosImplyTheirCoding, with macro: "JSONDataCodablePref" (expects JSONDataCoding).
enum Theme: String, Codable, Sendable { case system, light, dark }
struct Window: Codable, Sendable { var width = 0 }

@PrefsSchema final class AppPrefs {
    @JSONDataCodablePref var theme: Theme = .system
    @JSONDataCodablePref(key: "w") var window: Window?
}
