// corpus: adversarial, Scripts/make-macro-corpus.py, case 'initialiser-referencing-self-statics-and-globals'
import Prefs

let globalDefault = 7

@PrefsSchema final class References {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let standard = 14.0
    static var computed: Int { 3 }
    enum Defaults { static let name = "n" }

    @Pref var a: Double = Self.standard
    @Pref var b: Double = References.standard
    @Pref var c: Int = Self.computed
    @Pref var d: String = Defaults.name
    @Pref var e: Int = globalDefault
    @Pref var f: Int = .zero
    @Pref var g: [Int] = .init()
    @Pref var h: String = .init(repeating: "x", count: 2)
    @Pref var i: Int = Int.max
    @Pref var j: Int = type(of: 1).max
}
