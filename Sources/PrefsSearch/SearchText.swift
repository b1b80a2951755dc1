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
        let byteCount = bytes.count
        let startCount = starts.count
        let done = text.utf8.withContiguousStorageIfAvailable { utf8 in
            switch appendPlainASCIIWords(utf8, to: &bytes, starts: &starts) {
            case .done: true
            case .notASCII: false
            case .hasAmpersand: appendASCIIWords(utf8, to: &bytes, starts: &starts)
            }
        }
        if done == true { return }
        // Not ASCII (or not contiguous): undo what the fast path appended, then fold.
        bytes.removeSubrange(byteCount...)
        starts.removeSubrange(startCount...)
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

    enum FastPath { case done, notASCII, hasAmpersand }

    /// ASCII without `&` (almost every title and summary): the text is copied onto the end of `bytes` at once, then
    /// its words are lower-cased and packed in place, in one pass, as ``appendASCIIWords(_:to:starts:)`` would
    /// write them. Returns `.notASCII` or `.hasAmpersand`, having appended nothing, for the other paths.
    private static func appendPlainASCIIWords(
        _ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8], starts: inout [Int32]
    ) -> FastPath {
        let base = bytes.count
        let startCount = starts.count
        if bytes.capacity < base + utf8.count { bytes.reserveCapacity(max(base + utf8.count, bytes.capacity * 2)) }
        bytes.append(contentsOf: utf8)
        var outcome = FastPath.done
        var written = base
        bytes.withUnsafeMutableBufferPointer { buffer in
            var read = base
            let end = buffer.count
            while read < end {
                let byte = buffer[read]
                if byte >= 0x80 {
                    outcome = .notASCII
                    return
                }
                guard isWordByte(byte) else {
                    if byte == UInt8(ascii: "&") {
                        outcome = .hasAmpersand
                        return
                    }
                    read += 1
                    continue
                }
                // A word: its letters and digits, lower-cased; apostrophes inside it vanish.
                starts.append(Int32(written))
                while read < end {
                    let next = buffer[read]
                    if next &- UInt8(ascii: "a") < 26 || next &- UInt8(ascii: "0") < 10 {
                        buffer[written] = next
                        written += 1
                    } else if next &- UInt8(ascii: "A") < 26 {
                        buffer[written] = next | 0x20
                        written += 1
                    } else if next != UInt8(ascii: "'") {
                        break
                    }
                    read += 1
                }
            }
        }
        guard outcome == .done else {
            bytes.removeSubrange(base...)
            starts.removeSubrange(startCount...)
            return outcome
        }
        bytes.removeSubrange(written...)
        return .done
    }

    /// ASCII: letters and digits make words (lower-cased), `'` vanishes, `&` is the word `and`, anything else
    /// separates, as in ``SettingsText``. One pass; returns `false` at the first byte outside ASCII (the caller then
    /// discards what was appended and takes the Unicode path).
    private static func appendASCIIWords(
        _ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8], starts: inout [Int32]
    ) -> Bool {
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if byte >= 0x80 { return false }
            if isWordByte(byte) {
                // A word: find its run, noting capitals and apostrophes, then copy it at once when it has neither.
                var end = index + 1
                var plain = byte &- UInt8(ascii: "A") >= 26
                while end < count {
                    let next = utf8[end]
                    if next &- UInt8(ascii: "a") < 26 || next &- UInt8(ascii: "0") < 10 {
                        end += 1
                    } else if next &- UInt8(ascii: "A") < 26 || next == UInt8(ascii: "'") {
                        plain = false
                        end += 1
                    } else {
                        break
                    }
                }
                starts.append(Int32(bytes.count))
                if plain {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))
                } else {
                    for position in index..<end where utf8[position] != UInt8(ascii: "'") {
                        let letter = utf8[position]
                        bytes.append(letter &- UInt8(ascii: "A") < 26 ? letter | 0x20 : letter)
                    }
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
        return true
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
