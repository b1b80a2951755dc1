// corpus: adversarial, Scripts/make-macro-corpus.py, case 'pref-macros-in-a-plain-class-and-an-extension-of-a-schema'
import Prefs
import PrefsKitCompatibility

final class Settings {
    @Pref var launches: Int = 0
    @RawRepresentablePref var theme: Theme = .light
    @Pref @Setting(title: "X") var x: Int = 0
}

class Base {
    @JSONStringCodablePref var codable: [Int]?
}

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var inside: Int = 0
}

extension AppPrefs {
    @Pref var launches: Int = 0
    @RawPref var raw: [Any] = []
    @Setting(title: "Y") var y: Int { 0 }
}

enum Theme: String { case light }
