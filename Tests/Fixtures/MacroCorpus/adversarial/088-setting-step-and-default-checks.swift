// corpus: adversarial, Scripts/make-macro-corpus.py, case 'setting-step-and-default-checks'
import Prefs

@PrefsSchema final class Steps {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref @Setting(range: 10...24, step: 2) var offStep: Double = 13
    @Pref @Setting(range: 10...24, step: 2) var onStep: Double = 14
    @Pref @Setting(step: 0.5) var stepOnly: Double = 0.25
    @Pref @Setting(step: 1e-3) var tinyStep: Double = 0.001
    @Pref @Setting(step: -1) var negativeStep: Int = 0
    @Pref @Setting(step: 0) var zeroStep: Int = 0
    @Pref @Setting(range: 10...24) var aboveRange: Double = 99
    @Pref @Setting(range: -5...5) var belowRange: Int = -6
    @Pref @Setting(range: 0...1, step: 0.1) var floating: Double = 0.7
    @Pref @Setting(range: 1...3) var negatedDefault: Int = -(-2)
    @Pref @Setting(range: 1...3) var computedDefault: Int = 1 + 1
}
