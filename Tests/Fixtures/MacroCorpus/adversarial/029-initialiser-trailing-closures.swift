// corpus: adversarial, Scripts/make-macro-corpus.py, case 'initialiser-trailing-closures'
import Prefs

func make(_ count: Int = 1, _ build: (Int) -> Int) -> [Int] { (0..<count).map(build) }
func pick<T>(_ first: () -> T, or second: () -> T) -> T { first() }

@PrefsSchema final class TrailingClosures {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var made: [Int] = make { $0 * 2 }
    @Pref var madeWithArgument: [Int] = make(3) { index in
        index + 1
    }
    @Pref var mapped: [Int] = [1, 2, 3].map { $0 + 1 }
    @Pref var chained: [String] = [3, 1, 2].sorted { $0 > $1 }.map { "\($0)" }
    @Pref var multiple: Int = pick { 1 } or: { 2 }
    @Pref var multipleAcrossLines: Int = pick {
        1
    } or: {
        2
    }
    @Pref var filtered: Set<Int> = Set((0..<10).filter { $0.isMultiple(of: 2) })
}
