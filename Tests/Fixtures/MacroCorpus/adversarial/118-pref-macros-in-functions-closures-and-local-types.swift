// corpus: adversarial, Scripts/make-macro-corpus.py, case 'pref-macros-in-functions-closures-and-local-types'
import Prefs

func configure() {
    @Pref var local: Int = 0
    print(local)
}

let closure = {
    @Pref var inClosure: Int = 0
    return inClosure
}

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0

    func method() {
        @Pref var localInMethod: Int = 0
        final class LocalInMethod {
            @Pref var b: Int = 0
        }
        _ = localInMethod
    }

    var computed: Int {
        @Pref var inGetter: Int = 0
        return inGetter
    }
}
