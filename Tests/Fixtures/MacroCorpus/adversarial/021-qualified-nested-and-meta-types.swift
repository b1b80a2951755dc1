// corpus: adversarial, Scripts/make-macro-corpus.py, case 'qualified-nested-and-meta-types'
import Prefs
import Foundation

enum Outer {
    struct Inner: Codable, Sendable { var v = 0 }
    enum Kind: String { case a, b }
}
struct Box<T> { struct Inner: Codable, Sendable { var v = 0 } }

@PrefsSchema final class Qualified {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    enum Local: String { case x, y }

    @Pref var url: Foundation.URL?
    @Pref var int: Swift.Int = 0
    @Pref var mixed: Prefs.AnyPrefsArray = []
    @JSONDataCodablePref var inner: Outer.Inner?
    @RawRepresentablePref var kind: Outer.Kind = .a
    @RawRepresentablePref var local: Self.Local = .x
    @RawRepresentablePref var localQualified: Qualified.Local = Qualified.Local.y
    @JSONDataCodablePref var generic: Box<Int>.Inner?
    @Pref var metatype: Int.Type = Int.self
    @Pref var existentialMeta: (any Codable.Type)?
    @Pref var data: Foundation.Data = Foundation.Data()
}
