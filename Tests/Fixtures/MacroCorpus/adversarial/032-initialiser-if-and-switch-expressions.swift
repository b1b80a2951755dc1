// corpus: adversarial, Scripts/make-macro-corpus.py, case 'initialiser-if-and-switch-expressions'
import Prefs

let mode = 2

@PrefsSchema final class Expressions {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var fromIf: Int = if mode > 1 { 1 } else { 2 }
    @Pref var fromSwitch: String = switch mode {
    case 1: "one"
    case 2: "two"
    default: "many"
    }
    @Pref var multilineIf: Double =
        if mode == 0 {
            0.5
        } else if mode == 1 {
            1.5
        } else {
            2.5
        }
    @Pref var after: Int = 0
}
