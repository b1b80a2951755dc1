// corpus: adversarial, Scripts/make-macro-corpus.py, case 'types-with-whitespace-comments-and-line-breaks-inside'
import Prefs

@PrefsSchema final class SpacedTypes {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var a: [ String : Int ] = [:]
    @Pref var b: Optional< Int >
    @Pref var c: Dictionary<String,Int> = [:]
    @Pref var d: Dictionary</* key */ String, /* value */ Int> = [:]
    @Pref var e: Dictionary<
        String,
        [Int]
    > = [:]
    @Pref var f: [
        Int
    ] = []
    @Pref var g: (
        x: Int,
        y: Int
    ) = (0, 0)
    @Pref var h:Int=0
    @Pref var i :Int = 0
    @Pref var j
        : Int
        = 0
}
