// corpus: adversarial, Scripts/make-macro-corpus.py, case 'prefs-schema-on-a-protocol-and-an-extension'
import Prefs

@PrefsSchema protocol ProtocolPrefs {
    @Pref var a: Int { get set }
}

final class Plain {}

@PrefsSchema extension Plain {
    @Pref var b: Int { 0 }
}

@PrefsSchema final class Real {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema extension Real {}
