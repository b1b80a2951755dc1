// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-coding-macros-imply-their-coding-json-string-codabl'
import Prefs

// PrefMacroExpansionTests.codingMacrosImplyTheirCoding, with macro: "JSONStringCodablePref" (expects JSONStringCoding).
enum Theme: String, Codable, Sendable { case system, light, dark }
struct Window: Codable, Sendable { var width = 0 }

@PrefsSchema final class AppPrefs {
    @JSONStringCodablePref var theme: Theme = .system
    @JSONStringCodablePref(key: "w") var window: Window?
}
