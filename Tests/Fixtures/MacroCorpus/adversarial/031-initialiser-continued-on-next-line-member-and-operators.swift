// corpus: adversarial, Scripts/make-macro-corpus.py, case 'initialiser-continued-on-next-line-member-and-operators'
import Prefs

enum Theme: String { case light, dark }

@PrefsSchema final class Continued {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var interval: Duration = Duration
        .seconds(5)
    @Pref var list: [Int] = [3, 1, 2]
        .sorted()
    @Pref var total: Int = 1
        + 2
        + 3
    @Pref var both: Bool = true
        && false
    @RawRepresentablePref var theme: Theme =
        .dark
    @Pref var chain: String = "a,b"
        .split(separator: ",")
        .map(String.init)
        .joined(separator: ";")
    @Pref var ternary: Int = true
        ? 1
        : 2
    @Pref var coalesced: Int = Int("x")
        ?? 0
    @Pref var afterAll: Int = 0
}
