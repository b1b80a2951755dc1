// corpus: adversarial, Scripts/make-macro-corpus.py, case 'crlf-line-endings-with-multiline-strings-and-doc-comments'
import Prefs

/// A schema written with CRLF line endings.
@PrefsSchema final class Windows {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    /// Doc comment line one.
    ///
    /// Paragraph two.
    @Pref(key: "crlf.a") var a: Int = 0
    @Pref
    var b: String = """
        multi-line
        string
        """
    @Pref var c: Int =
        1
        + 2
    @Pref @Setting(title: "D", range: 0...10) var d: Int = 3 // trailing comment
    @OnPrefChange("a") func changed() {}
}
