// corpus: adversarial, Scripts/make-macro-corpus.py, case 'nested-types-shadowing-schema-and-pref-type-names'
import Prefs

struct Theme: Codable, Sendable { var name = "outer" }

@PrefsSchema final class Shadowing {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    enum Theme: String { case light, dark }
    struct Shadowing: Codable, Sendable {}
    struct Int {}

    @RawRepresentablePref var theme: Theme = .light
    @JSONDataCodablePref var outerTheme: __Outer.Theme?
    @Pref var count: Swift.Int = 0
    @JSONStringCodablePref var nestedSelf: Shadowing.Shadowing?
}

typealias __Outer = Void
