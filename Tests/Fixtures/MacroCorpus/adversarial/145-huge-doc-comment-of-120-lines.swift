// corpus: adversarial, Scripts/make-macro-corpus.py, case 'huge-doc-comment-of-120-lines'
import Prefs

@PrefsSchema final class LongDoc {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    ///
    /// Line 1 of a long doc comment, with `code`, "quotes" and a URL https://example.com/1.
    /// Line 2 of a long doc comment, with `code`, "quotes" and a URL https://example.com/2.
    /// Line 3 of a long doc comment, with `code`, "quotes" and a URL https://example.com/3.
    /// Line 4 of a long doc comment, with `code`, "quotes" and a URL https://example.com/4.
    /// Line 5 of a long doc comment, with `code`, "quotes" and a URL https://example.com/5.
    /// Line 6 of a long doc comment, with `code`, "quotes" and a URL https://example.com/6.
    ///
    /// Line 8 of a long doc comment, with `code`, "quotes" and a URL https://example.com/8.
    /// Line 9 of a long doc comment, with `code`, "quotes" and a URL https://example.com/9.
    /// Line 10 of a long doc comment, with `code`, "quotes" and a URL https://example.com/10.
    /// Line 11 of a long doc comment, with `code`, "quotes" and a URL https://example.com/11.
    /// Line 12 of a long doc comment, with `code`, "quotes" and a URL https://example.com/12.
    /// Line 13 of a long doc comment, with `code`, "quotes" and a URL https://example.com/13.
    ///
    /// Line 15 of a long doc comment, with `code`, "quotes" and a URL https://example.com/15.
    /// Line 16 of a long doc comment, with `code`, "quotes" and a URL https://example.com/16.
    /// Line 17 of a long doc comment, with `code`, "quotes" and a URL https://example.com/17.
    /// Line 18 of a long doc comment, with `code`, "quotes" and a URL https://example.com/18.
    /// Line 19 of a long doc comment, with `code`, "quotes" and a URL https://example.com/19.
    /// Line 20 of a long doc comment, with `code`, "quotes" and a URL https://example.com/20.
    ///
    /// Line 22 of a long doc comment, with `code`, "quotes" and a URL https://example.com/22.
    /// Line 23 of a long doc comment, with `code`, "quotes" and a URL https://example.com/23.
    /// Line 24 of a long doc comment, with `code`, "quotes" and a URL https://example.com/24.
    /// Line 25 of a long doc comment, with `code`, "quotes" and a URL https://example.com/25.
    /// Line 26 of a long doc comment, with `code`, "quotes" and a URL https://example.com/26.
    /// Line 27 of a long doc comment, with `code`, "quotes" and a URL https://example.com/27.
    ///
    /// Line 29 of a long doc comment, with `code`, "quotes" and a URL https://example.com/29.
    /// Line 30 of a long doc comment, with `code`, "quotes" and a URL https://example.com/30.
    /// Line 31 of a long doc comment, with `code`, "quotes" and a URL https://example.com/31.
    /// Line 32 of a long doc comment, with `code`, "quotes" and a URL https://example.com/32.
    /// Line 33 of a long doc comment, with `code`, "quotes" and a URL https://example.com/33.
    /// Line 34 of a long doc comment, with `code`, "quotes" and a URL https://example.com/34.
    ///
    /// Line 36 of a long doc comment, with `code`, "quotes" and a URL https://example.com/36.
    /// Line 37 of a long doc comment, with `code`, "quotes" and a URL https://example.com/37.
    /// Line 38 of a long doc comment, with `code`, "quotes" and a URL https://example.com/38.
    /// Line 39 of a long doc comment, with `code`, "quotes" and a URL https://example.com/39.
    /// Line 40 of a long doc comment, with `code`, "quotes" and a URL https://example.com/40.
    /// Line 41 of a long doc comment, with `code`, "quotes" and a URL https://example.com/41.
    ///
    /// Line 43 of a long doc comment, with `code`, "quotes" and a URL https://example.com/43.
    /// Line 44 of a long doc comment, with `code`, "quotes" and a URL https://example.com/44.
    /// Line 45 of a long doc comment, with `code`, "quotes" and a URL https://example.com/45.
    /// Line 46 of a long doc comment, with `code`, "quotes" and a URL https://example.com/46.
    /// Line 47 of a long doc comment, with `code`, "quotes" and a URL https://example.com/47.
    /// Line 48 of a long doc comment, with `code`, "quotes" and a URL https://example.com/48.
    ///
    /// Line 50 of a long doc comment, with `code`, "quotes" and a URL https://example.com/50.
    /// Line 51 of a long doc comment, with `code`, "quotes" and a URL https://example.com/51.
    /// Line 52 of a long doc comment, with `code`, "quotes" and a URL https://example.com/52.
    /// Line 53 of a long doc comment, with `code`, "quotes" and a URL https://example.com/53.
    /// Line 54 of a long doc comment, with `code`, "quotes" and a URL https://example.com/54.
    /// Line 55 of a long doc comment, with `code`, "quotes" and a URL https://example.com/55.
    ///
    /// Line 57 of a long doc comment, with `code`, "quotes" and a URL https://example.com/57.
    /// Line 58 of a long doc comment, with `code`, "quotes" and a URL https://example.com/58.
    /// Line 59 of a long doc comment, with `code`, "quotes" and a URL https://example.com/59.
    /// Line 60 of a long doc comment, with `code`, "quotes" and a URL https://example.com/60.
    /// Line 61 of a long doc comment, with `code`, "quotes" and a URL https://example.com/61.
    /// Line 62 of a long doc comment, with `code`, "quotes" and a URL https://example.com/62.
    ///
    /// Line 64 of a long doc comment, with `code`, "quotes" and a URL https://example.com/64.
    /// Line 65 of a long doc comment, with `code`, "quotes" and a URL https://example.com/65.
    /// Line 66 of a long doc comment, with `code`, "quotes" and a URL https://example.com/66.
    /// Line 67 of a long doc comment, with `code`, "quotes" and a URL https://example.com/67.
    /// Line 68 of a long doc comment, with `code`, "quotes" and a URL https://example.com/68.
    /// Line 69 of a long doc comment, with `code`, "quotes" and a URL https://example.com/69.
    ///
    /// Line 71 of a long doc comment, with `code`, "quotes" and a URL https://example.com/71.
    /// Line 72 of a long doc comment, with `code`, "quotes" and a URL https://example.com/72.
    /// Line 73 of a long doc comment, with `code`, "quotes" and a URL https://example.com/73.
    /// Line 74 of a long doc comment, with `code`, "quotes" and a URL https://example.com/74.
    /// Line 75 of a long doc comment, with `code`, "quotes" and a URL https://example.com/75.
    /// Line 76 of a long doc comment, with `code`, "quotes" and a URL https://example.com/76.
    ///
    /// Line 78 of a long doc comment, with `code`, "quotes" and a URL https://example.com/78.
    /// Line 79 of a long doc comment, with `code`, "quotes" and a URL https://example.com/79.
    /// Line 80 of a long doc comment, with `code`, "quotes" and a URL https://example.com/80.
    /// Line 81 of a long doc comment, with `code`, "quotes" and a URL https://example.com/81.
    /// Line 82 of a long doc comment, with `code`, "quotes" and a URL https://example.com/82.
    /// Line 83 of a long doc comment, with `code`, "quotes" and a URL https://example.com/83.
    ///
    /// Line 85 of a long doc comment, with `code`, "quotes" and a URL https://example.com/85.
    /// Line 86 of a long doc comment, with `code`, "quotes" and a URL https://example.com/86.
    /// Line 87 of a long doc comment, with `code`, "quotes" and a URL https://example.com/87.
    /// Line 88 of a long doc comment, with `code`, "quotes" and a URL https://example.com/88.
    /// Line 89 of a long doc comment, with `code`, "quotes" and a URL https://example.com/89.
    /// Line 90 of a long doc comment, with `code`, "quotes" and a URL https://example.com/90.
    ///
    /// Line 92 of a long doc comment, with `code`, "quotes" and a URL https://example.com/92.
    /// Line 93 of a long doc comment, with `code`, "quotes" and a URL https://example.com/93.
    /// Line 94 of a long doc comment, with `code`, "quotes" and a URL https://example.com/94.
    /// Line 95 of a long doc comment, with `code`, "quotes" and a URL https://example.com/95.
    /// Line 96 of a long doc comment, with `code`, "quotes" and a URL https://example.com/96.
    /// Line 97 of a long doc comment, with `code`, "quotes" and a URL https://example.com/97.
    ///
    /// Line 99 of a long doc comment, with `code`, "quotes" and a URL https://example.com/99.
    /// Line 100 of a long doc comment, with `code`, "quotes" and a URL https://example.com/100.
    /// Line 101 of a long doc comment, with `code`, "quotes" and a URL https://example.com/101.
    /// Line 102 of a long doc comment, with `code`, "quotes" and a URL https://example.com/102.
    /// Line 103 of a long doc comment, with `code`, "quotes" and a URL https://example.com/103.
    /// Line 104 of a long doc comment, with `code`, "quotes" and a URL https://example.com/104.
    ///
    /// Line 106 of a long doc comment, with `code`, "quotes" and a URL https://example.com/106.
    /// Line 107 of a long doc comment, with `code`, "quotes" and a URL https://example.com/107.
    /// Line 108 of a long doc comment, with `code`, "quotes" and a URL https://example.com/108.
    /// Line 109 of a long doc comment, with `code`, "quotes" and a URL https://example.com/109.
    /// Line 110 of a long doc comment, with `code`, "quotes" and a URL https://example.com/110.
    /// Line 111 of a long doc comment, with `code`, "quotes" and a URL https://example.com/111.
    ///
    /// Line 113 of a long doc comment, with `code`, "quotes" and a URL https://example.com/113.
    /// Line 114 of a long doc comment, with `code`, "quotes" and a URL https://example.com/114.
    /// Line 115 of a long doc comment, with `code`, "quotes" and a URL https://example.com/115.
    /// Line 116 of a long doc comment, with `code`, "quotes" and a URL https://example.com/116.
    /// Line 117 of a long doc comment, with `code`, "quotes" and a URL https://example.com/117.
    /// Line 118 of a long doc comment, with `code`, "quotes" and a URL https://example.com/118.
    ///
    @Pref @Setting(title: "Documented") var documented: Int = 0
}
