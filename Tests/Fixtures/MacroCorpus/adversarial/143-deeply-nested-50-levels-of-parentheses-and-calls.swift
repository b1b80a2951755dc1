// corpus: adversarial, Scripts/make-macro-corpus.py, case 'deeply-nested-50-levels-of-parentheses-and-calls'
import Prefs

@PrefsSchema final class DeepParentheses {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var parenthesised: Int = ((((((((((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))))))))))))
    @Pref var calls: Int = max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(max(1, 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0), 0)
    @Pref(key: (((((((((((((((((((((((((((((((((((((((((((((((((("deep.key"))))))))))))))))))))))))))))))))))))))))))))))))))) var deepKey: Int = 0
    @Pref var tupleType: ((((((((((((((((((((((((((((((((((((((((((((((((((Int)))))))))))))))))))))))))))))))))))))))))))))))))) = ((((((((((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))))))))))))
    @Pref var after: Int = 0
}
