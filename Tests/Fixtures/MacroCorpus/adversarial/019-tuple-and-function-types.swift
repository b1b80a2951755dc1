// corpus: adversarial, Scripts/make-macro-corpus.py, case 'tuple-and-function-types'
import Prefs

@PrefsSchema final class TuplesAndClosures {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var pair: (Int, String) = (0, "")
    @Pref var labelled: (x: Int, y: Int)?
    @Pref var unit: () = ()
    @Pref var void: Void = ()
    @Pref var callback: (@Sendable (Int) -> Void)?
    @Pref var transform: ((Int) -> String)? = nil
    @Pref var producer: @Sendable () async throws -> Int = { 0 }
    @Pref var thunk: (() -> Void)?
    @Pref var curried: (Int) -> (Int) -> Int = { a in { b in a + b } }
    @Pref var nestedTuple: ((Int, Int), (String, [Int]))?
    @Pref var single: (Int) = 1
    @Pref var typedThrows: (() throws(CancellationError) -> Void)?
}
