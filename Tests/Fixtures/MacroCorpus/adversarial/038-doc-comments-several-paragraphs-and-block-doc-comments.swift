// corpus: adversarial, Scripts/make-macro-corpus.py, case 'doc-comments-several-paragraphs-and-block-doc-comments'
import Prefs

@PrefsSchema final class Documented {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    /// The size of body text, in points.
    ///
    /// Applies to every note; headings scale with it.
    ///
    /// - Note: Zoom does not change it.
    /// - Important: A `code span`, *emphasis* and **strong**.
    ///
    ///     let indented = "code block"
    ///
    /// Last paragraph.
    @Pref @Setting(range: 10...24) var fontSize: Double = 14

    /**
     The user's name.

     Shown in the title bar.
     */
    @Pref var name: String?

    /** One-line block doc comment. */
    @Pref var short: Int = 0

    /**
    * Star-prefixed lines,
    * as some editors write them.
    *
    * Second paragraph.
    */
    @Pref var starred: Bool = false

    ///Without a space.
    ///
    ///
    ///Two blank lines above.
    @Pref var tight: Int = 0

    /// Doc comment
    // then a plain comment
    /// then doc again.
    @Pref var interleaved: Int = 0

    /// Separated from its declaration by a blank line.

    @Pref var separated: Int = 0
}
