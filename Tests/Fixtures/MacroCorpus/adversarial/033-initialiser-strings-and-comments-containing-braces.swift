// corpus: adversarial, Scripts/make-macro-corpus.py, case 'initialiser-strings-and-comments-containing-braces'
import Prefs

@PrefsSchema final class Braces {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var a: String = "}"
    @Pref var b: String = "{"
    @Pref var c: String = #"}"{"#
    @Pref var d: String = "\(1) } \("{")"
    @Pref var e: String = /* } */ "x" // {
    @Pref var f: String = """
        }
        {{
        """
    @Pref var g: [String] = ["]", "[", ")", "("]
    @Pref var h: Character = "}"
    @Pref var i: String = "\\" // a lone backslash
    @Pref var j: String = "\"}\""
}
