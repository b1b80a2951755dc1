// corpus: adversarial, Scripts/make-macro-corpus.py, case 'doc-comments-with-quotes-backslashes-and-unicode'
import Prefs

@PrefsSchema final class DocContent {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    /// Has "double quotes", 'single quotes', a backslash \ and \n, \t and \(interpolation).
    @Pref var quotes: Int = 0

    /// Has a closing-comment marker */ and an opening one /* inside a line comment.
    @Pref var markers: Int = 0

    /// Emoji 🙂, CJK 名前, RTL مرحبا, combining é, and a zero-width joiner 👩‍👩‍👧.
    @Pref var unicode: Int = 0

    /// Has three quotes """ and a raw string #"x"#.
    @Pref var delimiters: Int = 0

    /// Trailing spaces after this sentence.   
    ///   
    /// A line of only spaces above.
    @Pref var spaces: Int = 0

    /// ```swift
    /// @Pref var example: Int = 0   // code in documentation
    /// ```
    @Pref var codeInDoc: Int = 0
}
