// corpus: adversarial, Scripts/make-macro-corpus.py, case 'schema-inheriting-a-superclass-and-protocols'
import Prefs

class Base {
    var storage: AnyPrefsStorage { AnyPrefsStorage(DictionaryPrefsStorage()) }
    var storageMode: PrefsStorageMode { .storageOnly }
}

@PrefsSchema final class FromSuperclass: Base {
    @Pref var a: Int = 0
}

protocol StoredInMemory {}
extension StoredInMemory {
    var storage: DictionaryPrefsStorage { DictionaryPrefsStorage() }
    var storageMode: PrefsStorageMode { .storageOnly }
}

@PrefsSchema final class FromProtocol: StoredInMemory {
    @Pref var b: Int = 0
}

@PrefsSchema final class FromBoth: Base, StoredInMemory, CustomStringConvertible {
    @Pref var c: Int = 0
    var description: String { "" }
}

@PrefsSchema final class SendableOnly: Sendable {}
