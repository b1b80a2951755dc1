import Foundation

/// The normalisation search applies to titles, tags, summaries and queries: ``SettingsText``'s, after NFKC
/// compatibility folding, so that full-width letters (`Ｗｉ－Ｆｉ`), ligatures (`ﬁ`) and circled or superscript
/// digits read as the plain characters people type.
///
/// ID slugs keep ``SettingsText`` alone, so IDs never change. ASCII text, by far the most common, takes a fast path
/// that gives exactly the words ``SettingsText/words(of:)`` gives, without building strings.
enum SearchText {
    /// Appends the normalised words of `text` to `bytes`, each word's start offset to `starts`.
    static func appendWords(of text: String, to bytes: inout [UInt8], starts: inout [Int32]) {
        let done = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
            appendASCIIWords(utf8, to: &bytes, starts: &starts)
            return true
        }
        if done == true { return }
        for word in words(ofUnicode: text) {
            starts.append(Int32(bytes.count))
            bytes.append(contentsOf: word.utf8)
        }
    }

    /// The normalised words of `text`, as strings.
    static func words(of text: String) -> [String] {
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        appendWords(of: text, to: &bytes, starts: &starts)
        let ends = starts.dropFirst().map { Int($0) } + [bytes.count]
        return zip(starts, ends).map { String(decoding: bytes[Int($0)..<$1], as: UTF8.self) }
    }

    /// ASCII: letters and digits make words (lower-cased), `'` vanishes, `&` is the word `and`, anything else
    /// separates, as in ``SettingsText``.
    private static func appendASCIIWords(
        _ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8], starts: inout [Int32]
    ) {
        var inWord = false
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if !inWord { starts.append(Int32(bytes.count)) }
                bytes.append(byte)
                inWord = true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if !inWord { starts.append(Int32(bytes.count)) }
                bytes.append(byte | 0x20)
                inWord = true
            case UInt8(ascii: "'"):
                continue
            case UInt8(ascii: "&"):
                starts.append(Int32(bytes.count))
                bytes.append(contentsOf: "and".utf8)
                inWord = false
            default:
                inWord = false
            }
        }
    }

    /// Other text: NFKC compatibility folding, then ``SettingsText``. `ŀ` keeps the fold ``SettingsText`` gives it
    /// (`l`), rather than the compatibility form `l·`, which would split the word.
    private static func words(ofUnicode text: String) -> [String] {
        let kept = text.replacingOccurrences(of: "ŀ", with: "l").replacingOccurrences(of: "Ŀ", with: "L")
        return SettingsText.words(of: kept.decomposedStringWithCompatibilityMapping)
    }
}
