// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-coding-macros-imply-their-coding-raw-representable'
import Prefs

// PrefMacroExpansionTests.codingMacrosImplyTheirCoding, with macro: "RawRepresentablePref" (expects RawRepresentableCoding).
enum Theme: String, Codable, Sendable { case system, light, dark }
struct Window: Codable, Sendable { var width = 0 }

@PrefsSchema final class AppPrefs {
    @RawRepresentablePref var theme: Theme = .system
    @RawRepresentablePref(key: "w") var window: Window?
}
