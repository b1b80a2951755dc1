// corpus: adversarial, Scripts/make-macro-corpus.py, case 'pref-macros-in-a-struct-an-enum-an-actor-and-a-protocol'
import Prefs

struct Settings {
    @JSONDataCodablePref var frame: Frame?
    @Pref var launches: Int = 0
    @Pref static var shared: Int = 0
}

enum Constants {
    @Pref static var a: Int = 0
}

actor Worker {
    @Pref var count: Int = 0
}

protocol Describes {
    @Pref var a: Int { get }
}

struct Frame: Codable { var x = 0 }
