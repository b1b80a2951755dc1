/// A query, normalised like the texts it is compared with.
struct SettingsSearchQuery: Sendable {
    /// The query's words run together (`"Auto-Lock"` → `autolock`).
    package var bytes: [UInt8]
    /// Each word's range in `bytes`.
    var words: [Range<Int>]
    /// The words as strings, for the relevance tier and explanations.
    var wordStrings: [String] { words.map { String(decoding: bytes[$0], as: UTF8.self) } }
    /// Each word's letter mask.
    var wordMasks: [UInt64]
    /// Whether each word is the word "and", which multi-word matching treats as optional.
    var wordIsAnd: [Bool]
    /// The buckets of adjacent byte pairs (see ``BigramSet``): `bigramRanges[0]` for the whole query, then one
    /// range per word.
    var bigrams: [UInt8]
    var bigramRanges: [Range<Int>]
    /// The letter mask of the whole query.
    var mask: UInt64
    /// The letter mask of the words other than "and": letters a node must (nearly) all have to match at all.
    var requiredMask: UInt64

    init(_ text: String) {
        let normalized = NormalizedText(text)
        bytes = normalized.bytes
        let ends = normalized.wordStarts.dropFirst() + [bytes.count]
        words = zip(normalized.wordStarts, ends).map { $0..<$1 }
        wordMasks = words.map { SettingsSearchIndex.mask(normalized.bytes[$0]) }
        wordIsAnd = words.map { normalized.bytes[$0].elementsEqual("and".utf8) }
        mask = SettingsSearchIndex.mask(bytes[...])
        bigrams = BigramSet.hashes(bytes)
        bigramRanges = [0..<bigrams.count]
        for word in words {
            let start = bigrams.count
            bigrams += BigramSet.hashes(normalized.bytes[word])
            bigramRanges.append(start..<bigrams.count)
        }
        requiredMask = 0
        for (wordMask, isAnd) in zip(wordMasks, wordIsAnd) where !isAnd || words.count == 1 {
            requiredMask |= wordMask
        }
    }
}
