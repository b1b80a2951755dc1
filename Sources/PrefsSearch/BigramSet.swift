/// A 128-bit Bloom-style set of the adjacent byte pairs in a text: a cheap filter in front of edit distance.
///
/// A query within `k` edits of part of a text shares all but at most `3k` of its pairs with it (an insertion,
/// deletion or substitution breaks at most two pairs, a swap of neighbours three), so a text that holds fewer of the
/// query's pairs cannot match and is skipped without running the edit-distance table. Hash collisions only let more
/// texts through, never fewer.
struct BigramSet: Sendable, Hashable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    init() {}

    init(_ bytes: some Collection<UInt8>) {
        var previous: UInt8?
        for byte in bytes {
            if let previous { insert(Self.hash(previous, byte)) }
            previous = byte
        }
    }

    /// The bucket (0..<128) of the pair `first`, `second`.
    static func hash(_ first: UInt8, _ second: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: ((UInt32(first) << 8 | UInt32(second)) &* 2_654_435_761) >> 25)
    }

    /// The buckets of the pairs of `bytes`, in order.
    static func hashes(_ bytes: some Collection<UInt8>) -> [UInt8] {
        zip(bytes, bytes.dropFirst()).map { hash($0, $1) }
    }

    mutating func insert(_ hash: UInt8) {
        if hash < 64 { low |= 1 << UInt64(hash) } else { high |= 1 << UInt64(hash - 64) }
    }

    func contains(_ hash: UInt8) -> Bool {
        hash < 64 ? low & (1 << UInt64(hash)) != 0 : high & (1 << UInt64(hash - 64)) != 0
    }
}
