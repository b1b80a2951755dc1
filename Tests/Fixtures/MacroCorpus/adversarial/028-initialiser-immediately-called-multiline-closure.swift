// corpus: adversarial, Scripts/make-macro-corpus.py, case 'initialiser-immediately-called-multiline-closure'
import Prefs

@PrefsSchema final class CalledClosures {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var table: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, name) in ["a", "b", "c"].enumerated() {
            table[name] = index  // } a brace in a comment
        }
        return table
    }()
    @Pref var text: String = { () -> String in
        let parts = ["{", "}"]
        return parts.joined()
    }()
    @Pref(key: "nested") var nested: Int = { { { 1 }() }() }()
    @Pref var afterClosure: Int = 0
}
