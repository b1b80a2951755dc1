// corpus: adversarial, Scripts/make-macro-corpus.py, case 'generic-collection-types'
import Prefs

@PrefsSchema final class Collections {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var a: [String: [Int]] = [:]
    @Pref var b: Dictionary<String, Set<Int>> = [:]
    @Pref var c: Array<Array<String>> = [[]]
    @Pref var d: Set<String> = ["x"]
    @Pref var e: [String: [String: [Bool]]] = ["a": ["b": [true]]]
    @Pref var f: ClosedRange<Int> = 0...10
    @Pref var g: Range<Double> = 0.0..<1.0
    @Pref var h: ContiguousArray<Int> = []
    @Pref var i: [[String]]?
    @Pref var j: Dictionary<String, Array<Dictionary<String, Int>>>?
    @Pref var k: Swift.Array<Swift.String> = []
    @Pref var l: [Int] = Array(repeating: 0, count: 3)
    @Pref var m: Set<Set<Int>> = []
}
