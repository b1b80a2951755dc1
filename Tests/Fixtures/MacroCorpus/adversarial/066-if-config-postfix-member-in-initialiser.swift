// corpus: adversarial, Scripts/make-macro-corpus.py, case 'if-config-postfix-member-in-initialiser'
import Prefs

enum Theme: String { case light, dark, linux }

@PrefsSchema final class PostfixConditions {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @RawRepresentablePref var theme: Theme = Theme
    #if os(Linux)
        .linux
    #else
        .dark
    #endif

    @Pref var list: [Int] = [3, 2, 1]
    #if DEBUG
        .sorted()
    #endif

    @Pref var after: Int = 0
}
