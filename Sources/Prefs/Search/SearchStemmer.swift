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
        let start = output.count
        output.append(contentsOf: word)
        guard word.count > 3, word.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else { return }
        var length = word.count
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard length > count else { return false }
            let base = suffix.utf8Start
            for index in 0..<count where output[start + length - count + index] != base[index] { return false }
            return true
        }
        // Plurals.
        if ends("ies") {
            length -= 2
        } else if ends("sses") || ends("ches") || ends("shes") || ends("xes") || ends("zes") {
            length -= 2
        } else if ends("s"), !ends("ss"), !ends("us"), !ends("is") {
            length -= 1
        }
        // -ing and -ed, then an undoubled final consonant (dimming → dim, wrapped → wrap, but scrolling → scroll).
        if length >= 6, ends("ing") {
            length -= 3
            undouble(&length, start, output)
        } else if length >= 5, ends("ed"), !ends("eed") {
            length -= 2
            undouble(&length, start, output)
        }
        // A final y after a consonant reads as i (battery, batteries → batteri), and a final e goes (scale → scal).
        if length >= 4, output[start + length - 1] == UInt8(ascii: "y"), !isVowel(output[start + length - 2]) {
            output[start + length - 1] = UInt8(ascii: "i")
        } else if length >= 4, output[start + length - 1] == UInt8(ascii: "e") {
            length -= 1
        }
        output.removeLast(output.count - start - length)
    }

    /// The stem of a normalised word, as a string.
    static func stem(_ word: String) -> String {
        var output: [UInt8] = []
        var word = word
        word.withUTF8 { appendStem(of: $0, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    private static func undouble(_ length: inout Int, _ start: Int, _ output: [UInt8]) {
        let last = output[start + length - 1]
        guard length >= 3, last == output[start + length - 2], !isVowel(last) else { return }
        if last != UInt8(ascii: "l"), last != UInt8(ascii: "s"), last != UInt8(ascii: "z"), last != UInt8(ascii: "f") {
            length -= 1
        }
    }

    private static func isVowel(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"): true
        default: false
        }
    }
}
