// corpus: adversarial, Scripts/make-macro-corpus.py, case 'setting-range-forms'
import Prefs

@PrefsSchema final class Ranges {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let low = 1
    static let high = 9

    @Pref @Setting(range: 10...24) var closed: Double = 14
    @Pref @Setting(range: 10..<24) var halfOpen: Int = 10
    @Pref @Setting(range: ...24) var upTo: Int = 0
    @Pref @Setting(range: 10...) var from: Int = 10
    @Pref @Setting(range: -5...5) var negative: Int = -5
    @Pref @Setting(range: -5.5 ... -0.5) var negativeDoubles: Double = -1
    @Pref @Setting(range: 0.0...1.0) var unit: Double = 0.5
    @Pref @Setting(range: Self.low...Self.high) var statics: Int = 5
    @Pref @Setting(range: ClosedRange(uncheckedBounds: (1, 2))) var initialised: Int = 1
    @Pref @Setting(range: (1)...(2)) var parenthesised: Int = 1
    @Pref @Setting(range: 1 ... 2) var spaced: Int = 1
    @Pref @Setting(range: 0x10...0xFF) var hex: Int = 16
    @Pref @Setting(range: 1_000...9_999) var underscored: Int = 1_000
    @Pref @Setting(range: 1e-3...1e3) var exponent: Double = 1
    @Pref @Setting(range: 0...10) var optional: Int?
}
