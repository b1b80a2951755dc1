// corpus: adversarial, Scripts/make-macro-corpus.py, case 'initialiser-result-builder-and-nested-closures'
import Prefs

@resultBuilder enum ListBuilder {
    static func buildBlock(_ parts: String...) -> [String] { parts }
}
func list(@ListBuilder _ build: () -> [String]) -> [String] { build() }

@PrefsSchema final class Builders {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var items: [String] = list {
        "a"
        "b"
        "c"
    }
    @Pref var nested: [[Int]] = (0..<3).map { row in
        (0..<3).map { column in
            row * 3 + column
        }
    }
    @Pref var task: Int = withoutActuallyEscaping({ 1 }) { $0() }
}
