// corpus: adversarial, Scripts/make-macro-corpus.py, case 'opaque-and-existential-types'
import Prefs

protocol Named { var name: String { get } }
struct Item: Named, Codable, Sendable { var name = "" }

@PrefsSchema final class Existentials {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var opaque: some Sequence = [1, 2]
    @Pref var composition: any Codable & Sendable = 1
    @Pref var error: (any Error)?
    @Pref var sequence: any Sequence<Int> = [1]
    @Pref var anything: Any = 0
    @Pref var object: AnyObject?
    @Pref var storage: any PrefsStorage = DictionaryPrefsStorage()
    @Pref var named: any Named = Item()
    @Pref var names: [any Named] = []
    @Pref var anyHashable: AnyHashable = 1
    @JSONStringCodablePref var codable: (any Codable)?
}
