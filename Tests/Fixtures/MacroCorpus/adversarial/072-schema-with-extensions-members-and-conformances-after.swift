// corpus: adversarial, Scripts/make-macro-corpus.py, case 'schema-with-extensions-members-and-conformances-after'
import Prefs

@PrefsSchema final class Extended {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
    @Pref var b: String?
}

extension Extended {
    var doubled: Int { a * 2 }
    func reset() { a = 0 }
    enum Helpers { static let x = 1 }
}

extension Extended: CustomStringConvertible {
    var description: String { "Extended(\(a))" }
}

extension Extended.Helpers {
    static let y = 2
}
