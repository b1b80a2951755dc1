// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-closure-coding-compile-test-spelled'
import Prefs
import Foundation

// ClosureCodingCompileTests.source(decode: { (stored: [String]) in Set(stored) }).
import Foundation
import Prefs

@PrefsSchema final class Clips {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref(encode: { $0.sorted() }, decode: { (stored: [String]) in Set(stored) }) var kinds: Set<String> = []
}

print(Clips().kinds)
