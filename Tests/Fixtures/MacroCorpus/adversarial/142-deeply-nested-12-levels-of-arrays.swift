// corpus: adversarial, Scripts/make-macro-corpus.py, case 'deeply-nested-12-levels-of-arrays'
import Prefs

@PrefsSchema final class DeepArrays {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var deep: [[[[[[[[[[[[Int]]]]]]]]]]]] = [[[[[[[[[[[[1]]]]]]]]]]]]
    @Pref var deepOptional: [[[[[[[[[[[[Int]]]]]]]]]]]]?
    @JSONStringCodablePref var deepCodable: [[[[[[[[[[[[Int]]]]]]]]]]]] = [[[[[[[[[[[[]]]]]]]]]]]]
    @Pref var after: Int = 0
}
