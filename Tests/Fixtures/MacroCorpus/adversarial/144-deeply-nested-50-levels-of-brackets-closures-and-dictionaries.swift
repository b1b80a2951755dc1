// corpus: adversarial, Scripts/make-macro-corpus.py, case 'deeply-nested-50-levels-of-brackets-closures-and-dictionaries'
import Prefs

@PrefsSchema final class DeepMixed {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var mixed: Any = [({ ["k3": [({ ["k7": [({ ["k11": [({ ["k15": [({ ["k19": [({ ["k23": [({ ["k27": [({ ["k31": [({ ["k35": [({ ["k39": [({ ["k43": [({ ["k47": [(1)]] }())]] }())]] }())]] }())]] }())]] }())]] }())]] }())]] }())]] }())]] }())]] }())]
    @Pref var dictionary: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: [String: Int]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] = ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": ["a": 0]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
    @Pref var after: Int = 0
}
