// corpus: adversarial, Scripts/make-macro-corpus.py, case 'prefs-schema-on-an-enum-and-an-actor-with-prefs'
import Prefs

@PrefsSchema enum EnumPrefs {
    case a
    @Pref static var b: Int = 0
}

@PrefsSchema actor ActorPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema distributed actor DistributedPrefs {}
