// corpus: adversarial, Scripts/make-macro-corpus.py, case 'if-config-inactive-branches-with-odd-code'
import Prefs

@PrefsSchema final class InactiveBranches {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    #if compiler(>=99)
    @Pref var future: SomeFutureType = .someFutureSyntax
    @Pref(newArgument: 1) var futureArgument: Int = 0
    #endif

    #if false
    @Pref var neverCompiled: Int = 0
    @Pref var duplicate: Int = 0
    #endif
    @Pref var duplicate: Int = 1

    #if true
    @Pref var alwaysCompiled: Int = 0
    #endif
}
