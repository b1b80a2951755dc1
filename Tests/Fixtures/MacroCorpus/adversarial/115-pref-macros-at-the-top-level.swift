// corpus: adversarial, Scripts/make-macro-corpus.py, case 'pref-macros-at-the-top-level'
import Prefs
import PrefsKitCompatibility

@Pref var launches: Int = 0
@Pref(key: "k") var keyed: String?
@RawRepresentablePref var theme: Theme = .light
@JSONDataCodablePref var frame: [Int]?
@JSONStringCodablePref var text: [String] = []
@RawPref var raw: [Any] = []
@Setting(title: "T") var setting: Int = 0
@Pref @Setting(range: 0...1) var both: Double = 0

print(launches, keyed ?? "", theme, frame ?? [], text, raw, setting, both)

enum Theme: String { case light }
