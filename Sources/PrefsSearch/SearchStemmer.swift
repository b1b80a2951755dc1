/// A light English stemmer for settings words: plurals, `-ing` and `-ed` forms, a final `y` or `e`.
///
/// It only has to be consistent (index and query go through it alike), never to produce real words: "locking",
/// "locked" and "locks" all become `lock`; "rotate", "rotating" and "rotated" become `rotat`; "batteries" and
/// "battery" become `batteri`; "settings" becomes `set`. Words of three letters or fewer are left alone, and so are
/// words with bytes outside ASCII. Comparatives ("bigger", "louder") are the vocabulary's business, not the
/// stemmer's: stripping `-er` would merge too many unrelated words ("power", "number", "filter").
enum SearchStemmer {
    /// Appends the stem of `word` (normalised: lower case, letters and digits) to `output`.
    static func appendStem(of word: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        let (length, endsInI) = shape(of: word)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: word[0..<length]))
        if endsInI { output[output.count - 1] = UInt8(ascii: "i") }
    }

    /// The stem of `word` as a prefix of it (`length`) and whether its last letter then becomes `i`, so that a
    /// caller can use the word's own bytes when it does not.
    static func shape(of word: UnsafeBufferPointer<UInt8>) -> (length: Int, endsInI: Bool) {
        guard word.count > 3, word.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
            return (word.count, false)
        }
        return stem(word)
    }

    /// The length of the stem of `word`, a prefix of it, and whether its last letter becomes `i`.
    private static func stem(_ word: UnsafeBufferPointer<UInt8>) -> (length: Int, endsInI: Bool) {
        var length = word.count
        // Plurals.
        if ends(word, length, "ies") {
            length -= 2
        } else if ends(word, length, "sses") || ends(word, length, "ches") || ends(word, length, "shes")
            || ends(word, length, "xes") || ends(word, length, "zes")
        {
            length -= 2
        } else if ends(word, length, "s"), !ends(word, length, "ss"), !ends(word, length, "us"),
            !ends(word, length, "is")
        {
            length -= 1
        }
        // -ing and -ed, then an undoubled final consonant (dimming → dim, wrapped → wrap, but scrolling → scroll).
        if length >= 6, ends(word, length, "ing") {
            length = undoubled(word, length - 3)
        } else if length >= 5, ends(word, length, "ed"), !ends(word, length, "eed") {
            length = undoubled(word, length - 2)
        }
        // A final y after a consonant reads as i (battery, batteries → batteri), and a final e goes (scale → scal).
        if length >= 4, word[length - 1] == UInt8(ascii: "y"), !isVowel(word[length - 2]) {
            return (length, true)
        }
        if length >= 4, word[length - 1] == UInt8(ascii: "e") { length -= 1 }
        return (length, false)
    }

    private static func ends(_ word: UnsafeBufferPointer<UInt8>, _ length: Int, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard length > count else { return false }
        let base = suffix.utf8Start
        for index in 0..<count where word[length - count + index] != base[index] { return false }
        return true
    }

    /// The stem of a normalised word, as a string.
    static func stem(_ word: String) -> String {
        var output: [UInt8] = []
        var word = word
        word.withUTF8 { appendStem(of: $0, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    private static func undoubled(_ word: UnsafeBufferPointer<UInt8>, _ length: Int) -> Int {
        guard length >= 3 else { return length }
        let last = word[length - 1]
        guard last == word[length - 2], !isVowel(last), last != UInt8(ascii: "l"), last != UInt8(ascii: "s"),
            last != UInt8(ascii: "z"), last != UInt8(ascii: "f")
        else { return length }
        return length - 1
    }

    private static func isVowel(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"): true
        default: false
        }
    }
}
