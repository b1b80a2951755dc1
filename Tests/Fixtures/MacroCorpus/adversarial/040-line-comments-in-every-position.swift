// corpus: adversarial, Scripts/make-macro-corpus.py, case 'line-comments-in-every-position'
import Prefs

@PrefsSchema // after the attribute
final class LineComments { // after the brace
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref // between attribute and var
    var a: Int = 0

    @Pref var // between var and name
        b: Int = 0

    @Pref var c // before the colon
        : Int = 0

    @Pref var d: // after the colon
        Int = 0

    @Pref var e: Int // before the equals
        = 0

    @Pref var f: Int = // after the equals
        0

    @Pref( // inside the argument list
        key: "g", // after an argument
        legacyKeys: [ // inside the array
            "h", // after an element
        ] // before the closing parenthesis
    ) // after the attribute
    var g: Int = 0 // at the end of the line

    @Pref @Setting( // settings
        title: "T" // title
    ) var h: Int = 0
} // after the class
