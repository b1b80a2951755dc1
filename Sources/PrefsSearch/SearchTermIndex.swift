import Foundation

/// The relevance tier's inverted index: every stemmed word of the searchable nodes' fields, with the nodes that hold
/// it and how strongly (which fields), laid out in flat arrays.
///
/// Built in one pass: each word is stemmed into a scratch buffer, looked up in an open-addressing table of byte
/// strings, and recorded as (term, entry, field); a counting sort by term then gives each term its postings.
struct SearchTermIndex: Sendable {
    /// The fields a word can come from, as bits.
    enum Field: UInt8, CaseIterable, Sendable {
        case title = 1
        case tag = 2
        case option = 4
        case summary = 8
        case description = 16
    }

    /// The weight of each field (before the title's length normalisation).
    static func weight(_ field: Field) -> Float {
        switch field {
        case .title: 3
        case .tag: 2.2
        case .option: 1.2
        case .summary: 1.4
        case .description: 0.7
        }
    }

    // The term table.
    private var termBytes: [UInt8] = []
    private var termStarts: [Int32] = [0]
    private var slots: [Int32] = Array(repeating: -1, count: 1024)
    private var slotHashes: [UInt32] = Array(repeating: 0, count: 1024)

    // Postings, by term: `postingStarts[term]..<postingStarts[term + 1]` in `postingEntries` and `postingWeights`.
    private(set) var postingStarts: [Int32] = []
    private(set) var postingEntries: [Int32] = []
    private(set) var postingFields: [UInt8] = []
    private(set) var postingWeights: [Float] = []
    /// Each term's inverse document frequency.
    private(set) var idf: [Float] = []

    // While building: one record per word occurrence.
    private var pendingTerms: [Int32] = []
    private var pendingEntries: [Int32] = []
    private var pendingFields: [UInt8] = []
    private var scratch: [UInt8] = []
    /// Each distinct word met while building, with its term (-1: a stop word).
    private var seen = WordTable()

    var termCount: Int { termStarts.count - 1 }

    /// Records the stems of the normalised words `bytes[starts…]` as occurring in `field` of `entry`, skipping
    /// stop words.
    ///
    /// Words repeat (a tree has a few thousand distinct words among a hundred thousand), so each distinct word is
    /// checked against the stop words, stemmed and interned once, and remembered in a table of its own: later
    /// occurrences cost one hash and one comparison.
    mutating func add(
        words bytes: UnsafeBufferPointer<UInt8>, starts: ArraySlice<Int32>, end: Int, entry: Int32, field: Field,
        stopWords: StopWordSet
    ) {
        var index = starts.startIndex
        while index < starts.endIndex {
            let start = Int(starts[index])
            let wordEnd = index + 1 < starts.endIndex ? Int(starts[index + 1]) : end
            index += 1
            let word = UnsafeBufferPointer(rebasing: bytes[start..<wordEnd])
            let (known, slot, hash) = seen.lookup(word)
            let term: Int32
            if let known {
                term = known
            } else {
                term = makeTerm(word, stopWords: stopWords)
                seen.insert(word, value: term, slot: slot, hash: hash)
            }
            if term < 0 { continue }
            pendingTerms.append(term)
            pendingEntries.append(entry)
            pendingFields.append(field.rawValue)
        }
    }

    /// The term of a word not met before: -1 for a stop word, else its stem's, interned.
    private mutating func makeTerm(_ word: UnsafeBufferPointer<UInt8>, stopWords: StopWordSet) -> Int32 {
        if stopWords.contains(word) { return -1 }
        let (length, endsInI) = SearchStemmer.shape(of: word)
        guard endsInI else { return intern(UnsafeBufferPointer(rebasing: word[0..<length])) }
        var stem: [UInt8] = []
        swap(&stem, &scratch)
        stem.removeAll(keepingCapacity: true)
        stem.append(contentsOf: UnsafeBufferPointer(rebasing: word[0..<length]))
        stem[length - 1] = UInt8(ascii: "i")
        let term = stem.withUnsafeBufferPointer { intern($0) }
        swap(&stem, &scratch)
        return term
    }

    /// Makes room for `words` word occurrences.
    mutating func reserve(words: Int) {
        pendingTerms.reserveCapacity(words)
        pendingEntries.reserveCapacity(words)
        pendingFields.reserveCapacity(words)
    }

    /// The term of `stem`, or `nil` when no node has it.
    func term(_ stem: String) -> Int32? {
        var stem = stem
        return stem.withUTF8 { lookup($0).term }
    }

    /// Each entry's length normalisation, per field (BM25F): a field longer than the average of its kind weighs less.
    struct FieldNorms: Sendable {
        var title: Float = 1
        var summary: Float = 1
        var description: Float = 1
    }

    /// Sorts the recorded words into postings and weighs them; `norms` scales each entry's field weights.
    ///
    /// A counting sort: the records are scattered straight into their term's range (entries stay in increasing
    /// order within a term, as they were recorded), then each range is compacted in place, merging the fields of
    /// an entry that holds the word more than once.
    mutating func finish(entryCount: Int, norms: [FieldNorms]) {
        let terms = termCount
        let records = pendingTerms.count
        var counts = [Int32](repeating: 0, count: terms + 1)
        for term in pendingTerms { counts[Int(term) + 1] += 1 }
        for index in 0..<terms { counts[index + 1] += counts[index] }
        var entries = [Int32](repeating: 0, count: records)
        var fields = [UInt8](repeating: 0, count: records)
        var next = counts
        pendingTerms.withUnsafeBufferPointer { pendingTerms in
            pendingEntries.withUnsafeBufferPointer { pendingEntries in
                pendingFields.withUnsafeBufferPointer { pendingFields in
                    entries.withUnsafeMutableBufferPointer { entries in
                        fields.withUnsafeMutableBufferPointer { fields in
                            next.withUnsafeMutableBufferPointer { next in
                                for record in 0..<records {
                                    let term = Int(pendingTerms[record])
                                    let position = Int(next[term])
                                    entries[position] = pendingEntries[record]
                                    fields[position] = pendingFields[record]
                                    next[term] = Int32(position + 1)
                                }
                            }
                        }
                    }
                }
            }
        }
        var starts = [Int32](repeating: 0, count: terms + 1)
        idf = []
        idf.reserveCapacity(terms)
        let total = Float(max(entryCount, 1))
        var written = 0
        entries.withUnsafeMutableBufferPointer { entries in
            fields.withUnsafeMutableBufferPointer { fields in
                for term in 0..<terms {
                    let first = written
                    for position in Int(counts[term])..<Int(counts[term + 1]) {
                        if written > first, entries[written - 1] == entries[position] {
                            fields[written - 1] |= fields[position]
                        } else {
                            entries[written] = entries[position]
                            fields[written] = fields[position]
                            written += 1
                        }
                    }
                    starts[term + 1] = Int32(written)
                    let documents = Float(written - first)
                    idf.append(log(1 + (total - documents + 0.5) / (documents + 0.5)))
                }
            }
        }
        entries.removeSubrange(written...)
        fields.removeSubrange(written...)
        postingStarts = starts
        postingWeights = [Float](unsafeUninitializedCapacity: written) { weights, initialized in
            for posting in 0..<written {
                weights[posting] = Self.weight(fields: fields[posting], norms: norms[Int(entries[posting])])
            }
            initialized = written
        }
        postingEntries = entries
        postingFields = fields
        pendingTerms = []
        pendingEntries = []
        pendingFields = []
        scratch = []
        seen = WordTable()
    }

    /// How strongly a node holds a word, from the fields it appears in (BM25F): each field's weight times its length
    /// normalisation, summed, then saturated as in BM25 (k1 = 1.2), so that a word in three fields counts more than
    /// in one, but not three times as much. A title counts at least ``titleFloor``, and a description at most its
    /// plain weight, well below it: a word found only in a description never outweighs the same word in a title.
    static func weight(fields: UInt8, norms: FieldNorms) -> Float {
        var sum: Float = 0
        if fields & Field.title.rawValue != 0 { sum += max(weight(.title) * norms.title, titleFloor) }
        if fields & Field.tag.rawValue != 0 { sum += weight(.tag) }
        if fields & Field.option.rawValue != 0 { sum += weight(.option) }
        if fields & Field.summary.rawValue != 0 { sum += weight(.summary) * norms.summary }
        if fields & Field.description.rawValue != 0 { sum += weight(.description) * min(norms.description, 1) }
        return sum * 2.2 / (sum + 1.2)
    }

    /// The least a title match weighs, whatever the title's length: above the most a description can.
    static let titleFloor: Float = 1.5

    /// BM25's length normalisation of a field of `length` words among fields averaging `average` words:
    /// `1 / (1 - b + b * length / average)`.
    static func norm(length: Int32, average: Float, b: Float) -> Float {
        1 / (1 - b + b * Float(length) / max(average, 1))
    }

    // MARK: The term table

    private mutating func intern(_ word: UnsafeBufferPointer<UInt8>) -> Int32 {
        let (found, slot, hash) = lookup(word)
        if let found { return found }
        let term = Int32(termCount)
        termBytes.append(contentsOf: word)
        termStarts.append(Int32(termBytes.count))
        slots[slot] = term
        slotHashes[slot] = hash
        if termCount * 2 > slots.count { grow() }
        return term
    }

    private func lookup(_ word: UnsafeBufferPointer<UInt8>) -> (term: Int32?, slot: Int, hash: UInt32) {
        let hash = Self.hash(word)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] >= 0 {
            let term = Int(slots[slot])
            if slotHashes[slot] == hash, equals(term, word) { return (Int32(term), slot, hash) }
            slot = (slot + 1) & mask
        }
        return (nil, slot, hash)
    }

    private func equals(_ term: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(termStarts[term])
        guard Int(termStarts[term + 1]) - start == word.count else { return false }
        for index in 0..<word.count where termBytes[start + index] != word[index] { return false }
        return true
    }

    private mutating func grow() {
        let capacity = slots.count * 2
        slots = Array(repeating: -1, count: capacity)
        slotHashes = Array(repeating: 0, count: capacity)
        for term in 0..<termCount {
            let hash = termBytes.withUnsafeBufferPointer {
                Self.hash(UnsafeBufferPointer(rebasing: $0[Int(termStarts[term])..<Int(termStarts[term + 1])]))
            }
            var slot = Int(hash) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(term)
            slotHashes[slot] = hash
        }
    }

    /// FNV-1a.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}

/// Normalised words met while building an index, each with a value computed once (its term): an open-addressing
/// table of byte strings, like the term table.
struct WordTable: Sendable {
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]
    private var values: [Int32] = []
    private var slots: [Int32] = Array(repeating: -1, count: 1024)
    private var slotHashes: [UInt32] = Array(repeating: 0, count: 1024)

    /// The value remembered for `word`, or `nil` with the slot and hash to ``insert(_:value:slot:hash:)`` it at.
    func lookup(_ word: UnsafeBufferPointer<UInt8>) -> (value: Int32?, slot: Int, hash: UInt32) {
        let hash = SearchTermIndex.hash(word)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] >= 0 {
            let known = Int(slots[slot])
            if slotHashes[slot] == hash, equals(known, word) { return (values[known], slot, hash) }
            slot = (slot + 1) & mask
        }
        return (nil, slot, hash)
    }

    /// Remembers `value` for `word`, which ``lookup(_:)`` did not find, at the slot it gave.
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>, value: Int32, slot: Int, hash: UInt32) {
        slots[slot] = Int32(values.count)
        slotHashes[slot] = hash
        bytes.append(contentsOf: word)
        starts.append(Int32(bytes.count))
        values.append(value)
        if values.count * 2 > slots.count { grow() }
    }

    private func equals(_ known: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[known])
        guard Int(starts[known + 1]) - start == word.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            for index in 0..<word.count where bytes[start + index] != word[index] { return false }
            return true
        }
    }

    private mutating func grow() {
        let capacity = slots.count * 2
        var newSlots = [Int32](repeating: -1, count: capacity)
        var newHashes = [UInt32](repeating: 0, count: capacity)
        for slot in slots.indices where slots[slot] >= 0 {
            var target = Int(slotHashes[slot]) & (capacity - 1)
            while newSlots[target] >= 0 { target = (target + 1) & (capacity - 1) }
            newSlots[target] = slots[slot]
            newHashes[target] = slotHashes[slot]
        }
        slots = newSlots
        slotHashes = newHashes
    }
}

/// Stop words as a set of byte strings, tested without building strings: a sorted array of their hashes, then a
/// comparison of the bytes.
struct StopWordSet: Sendable {
    private var hashes: [UInt32] = []
    private var words: [[UInt8]] = []
    /// The length of the longest stop word: longer words are not looked up.
    private var longest = 0

    init(_ words: Set<String>) {
        let pairs = words.map { word -> (UInt32, [UInt8]) in
            let bytes = Array(word.utf8)
            return (bytes.withUnsafeBufferPointer(SearchTermIndex.hash), bytes)
        }.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1.lexicographicallyPrecedes($1.1) }
        hashes = pairs.map(\.0)
        self.words = pairs.map(\.1)
        longest = self.words.map(\.count).max() ?? 0
    }

    func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count <= longest else { return false }
        let hash = SearchTermIndex.hash(word)
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        while low < hashes.count, hashes[low] == hash {
            if words[low].elementsEqual(word) { return true }
            low += 1
        }
        return false
    }

    func contains(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { contains($0) }
    }
}
