// corpus: adversarial, Scripts/make-macro-corpus.py, case 'nested-enum-struct-class-inside-schema-body'
import Prefs

@PrefsSchema final class WithNestedTypes {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    enum Theme: String, Codable, Sendable {
        case light, dark
        var isDark: Bool { self == .dark }
    }
    struct Frame: Codable, Sendable {
        var width = 0
        struct Inner: Codable, Sendable { var v = 0 }
    }
    final class Cache {
        var items: [String] = []
        func clear() { items = [] }
    }
    typealias Tags = Set<String>

    @RawRepresentablePref var theme: Theme = .light
    @JSONDataCodablePref var frame: Frame = Frame()
    @JSONStringCodablePref var inner: Frame.Inner?
    @Pref var tags: Tags = []
    let cache = Cache()

    protocol Describing {}
    actor Counter { var n = 0 }
}
