// corpus: adversarial, Scripts/make-macro-corpus.py, case 'kitchen-sink-top-level-code-around-schemas'
import Prefs
import Foundation

import Foundation

let start = Date()

@PrefsSchema final class First {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

let first = First()
first.a += 1

@PrefsSchema final class Second {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var b: String = "\(first.a)"
}

func use(_ second: Second) -> String { second.b }

if first.a > 0 {
    @PrefsSchema final class InIf {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .cachedReadStorageWrite
        @Pref var c: Int = 0
    }
    print(InIf().c)
}

for index in 0..<2 {
    print(index, use(Second()))
}

print(Date().timeIntervalSince(start))
