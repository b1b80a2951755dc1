// corpus: adversarial, Scripts/make-macro-corpus.py, case 'instantiated-closure-coding-compile-test-inferred'
import Prefs
import Foundation

// ClosureCodingCompileTests.source(decode: { Set($0) }).
import Foundation
import Prefs

@PrefsSchema final class Clips {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref(encode: { $0.sorted() }, decode: { Set($0) }) var kinds: Set<String> = []
}

print(Clips().kinds)
