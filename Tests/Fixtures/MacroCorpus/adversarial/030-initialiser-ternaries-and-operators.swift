// corpus: adversarial, Scripts/make-macro-corpus.py, case 'initialiser-ternaries-and-operators'
import Prefs

let flag = true
let fallback: Int? = nil

@PrefsSchema final class Operators {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var ternary: Int = flag ? 1 : 2
    @Pref var nested: String = flag ? (fallback == nil ? "a" : "b") : "c"
    @Pref var coalesced: Int = fallback ?? 3
    @RawRepresentablePref var theme: Theme = flag ? .dark : .light
    @Pref var negated: Bool = !flag
    @Pref var bits: Int = 1 << 3 | 1 & ~0
    @Pref var range: ClosedRange<Int> = 2...5
    @Pref var concatenated: String = "a" + "b" + "\u{1F600}"
    @Pref var arithmetic: Double = (1 + 2) * 3 / 4 - 5
    @Pref var comparison: Bool = 1 < 2 && 3 >= 2 || false
    @Pref var casted: Int = 1 as Int
    @Pref var forced: Int = Int("1")!
    @Pref var tried: Int = (try? Int("2", format: .number)) ?? 0
    @Pref var isCheck: Bool = 1 is Int
}

enum Theme: String { case light, dark }
