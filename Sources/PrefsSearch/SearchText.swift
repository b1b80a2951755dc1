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
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if isWordByte(byte) {
                // A word: copy its run of bytes at once, then lower-case it in place (rarely needed past the first).
                var end = index + 1
                while end < count, isWordByte(utf8[end]) || utf8[end] == UInt8(ascii: "'") { end += 1 }
                starts.append(Int32(bytes.count))
                let start = bytes.count
                if utf8[index..<end].contains(UInt8(ascii: "'")) {
                    bytes.append(contentsOf: utf8[index..<end].lazy.filter { $0 != UInt8(ascii: "'") })
                } else {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))
                }
                for position in start..<bytes.count where bytes[position] &- UInt8(ascii: "A") < 26 {
                    bytes[position] |= 0x20
                }
                index = end
            } else {
                if byte == UInt8(ascii: "&") {
                    starts.append(Int32(bytes.count))
                    bytes.append(contentsOf: "and".utf8)
                }
                index += 1
            }
        }
    }

    /// ASCII letters and digits.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    /// Other text: NFKC compatibility folding, then ``SettingsText``. `ŀ` keeps the fold ``SettingsText`` gives it
    /// (`l`), rather than the compatibility form `l·`, which would split the word.
    private static func words(ofUnicode text: String) -> [String] {
        let kept = text.replacingOccurrences(of: "ŀ", with: "l").replacingOccurrences(of: "Ŀ", with: "L")
        return SettingsText.words(of: kept.decomposedStringWithCompatibilityMapping)
    }
}
