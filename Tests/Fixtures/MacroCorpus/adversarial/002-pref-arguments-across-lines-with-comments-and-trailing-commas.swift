// corpus: adversarial, Scripts/make-macro-corpus.py, case 'pref-arguments-across-lines-with-comments-and-trailing-commas'
import Prefs
import Foundation

@PrefsSchema final class SpreadArguments {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(
        key: "spread.key",  // the key
        legacyKeys: [
            "spread.old",  // 2023
            "spread.older",  /* 2022 */
        ],
    )
    var spread: Int = 0

    @Pref(key:
        "label.then.newline")
    var labelThenNewline: String = ""

    @Pref(
        // only a comment before the label
        key /* between label and colon */ : /* after colon */ "k2"
    ) var commentsAroundColon: Bool = false

    @Pref(encode: {
        // a closure body on its own lines
        let text = $0.absoluteString
        return text
    }, decode: {
        URL(string: $0)
    })
    var multilineClosures: URL?

    @Pref(
        key: "x"
    )
    @Setting(
        title: "X",
        range: 0...10,
    )
    var settingSpread: Int = 1
}
