/// A settings tree prepared for fast, repeated searching with the default ranking.
///
/// Building the index normalises every title, tag and summary once (see ``SettingsSearchScore`` for the rules) and
/// lays them out in one contiguous buffer, so a query only compares bytes: a 10,000-node tree answers in well under a
/// millisecond. Nodes marked not searchable, and everything inside a group marked not searchable, are left out.
/// The index is a value: build a new one when the tree changes.
///
/// ```swift
/// let index = SettingsSearchIndex(tree)
/// for result in index.results(for: "notifcations", limit: 5) {
///     print(result.path + [result.title], result.score)
/// }
/// // ["Notifications"] 295
/// ```
public struct SettingsSearchIndex: Sendable {
    /// A normalised text in `bytes`: its range, where its words start in `wordStarts`, and its letter mask.
    struct TextRef: Sendable {
        var start: Int32 = 0
        var count: Int32 = 0
        var firstWord: Int32 = 0
        var wordCount: Int32 = 0
        var mask: UInt64 = 0
        /// The text's adjacent byte pairs (titles and tags only: typos are not looked for in summaries).
        var bigrams = BigramSet()
        /// The first and the second letters of its words, as masks.
        var heads: UInt64 = 0
        var seconds: UInt64 = 0
    }

    struct Entry: Sendable {
        var title: TextRef
        var firstTag: Int32
        var tagCount: Int32
        var tagMask: UInt64
        /// The summary, or an empty text for nodes without one and for custom groups.
        var summary: TextRef
        /// The entry of the group above, or -1 at the top level.
        var parent: Int32
        /// Every letter of the title, tags, summary and the titles of the groups above.
        var mask: UInt64
        /// The first and the second letters of the words of the title and tags, as masks.
        var heads: UInt64
        var seconds: UInt64
    }

    package var bytes: [UInt8] = []
    var wordStarts: [Int32] = []
    var tags: [TextRef] = []
    var entries: [Entry] = []
    /// Each entry's `mask`, densely, so that the first and cheapest test reads as little memory as possible.
    var masks: [UInt64] = []
    /// The tree, and each entry's position among its parent's children, to reach its node for results and
    /// explanations without copying every node.
    let tree: SettingsTree
    var childIndexes: [Int32] = []
    /// The relevance tier's inverted index and the vocabulary it expands queries with.
    var terms = SearchTermIndex()
    let vocabulary: CompiledVocabulary
    let stopWords: StopWordSet
    /// Scratch space for the words of descriptions and option labels, which only the relevance tier reads.
    private var scratchBytes: [UInt8] = []
    private var scratchStarts: [Int32] = []
    private var titleWordCounts: [Int32] = []
    private var summaryWordCounts: [Int32] = []
    private var descriptionWordCounts: [Int32] = []

    /// Indexes every searchable node of `tree`, in declaration order, for the default ranking with `vocabulary`.
    ///
    /// ```swift
    /// let index = SettingsSearchIndex(tree)
    /// let mine = SettingsSearchIndex(tree, vocabulary: .standard.merging(myWords))
    /// ```
    public init(_ tree: SettingsTree, vocabulary: SettingsSearchVocabulary = .standard) {
        self.tree = tree
        self.vocabulary = CompiledVocabulary.cached(vocabulary)
        stopWords = StopWordSet(self.vocabulary.stopWords)
        let nodeCount = Self.count(tree.children)
        bytes.reserveCapacity(nodeCount * 64)
        wordStarts.reserveCapacity(nodeCount * 12)
        entries.reserveCapacity(nodeCount)
        masks.reserveCapacity(nodeCount)
        childIndexes.reserveCapacity(nodeCount)
        tags.reserveCapacity(nodeCount)
        titleWordCounts.reserveCapacity(nodeCount)
        summaryWordCounts.reserveCapacity(nodeCount)
        descriptionWordCounts.reserveCapacity(nodeCount)
        terms.reserve(words: nodeCount * 12)
        visit(tree.children, parent: -1)
        terms.finish(entryCount: entries.count, norms: fieldNorms())
        titleWordCounts = []
        summaryWordCounts = []
        descriptionWordCounts = []
        scratchBytes = []
        scratchStarts = []
    }

    /// The number of searchable nodes.
    public var count: Int { entries.count }

    /// Each entry's field length normalisations (BM25F): titles with b = 0.25 (they are all short), summaries and
    /// descriptions with b = 0.75, each against the average length of the fields of its kind that are present.
    private func fieldNorms() -> [SearchTermIndex.FieldNorms] {
        func average(_ counts: [Int32]) -> Float {
            let present = counts.filter { $0 > 0 }
            return Float(present.reduce(0, +)) / Float(max(present.count, 1))
        }
        let titles = average(titleWordCounts)
        let summaries = average(summaryWordCounts)
        let descriptions = average(descriptionWordCounts)
        return titleWordCounts.indices.map { entry in
            SearchTermIndex.FieldNorms(
                title: SearchTermIndex.norm(length: titleWordCounts[entry], average: titles, b: 0.25),
                summary: SearchTermIndex.norm(length: summaryWordCounts[entry], average: summaries, b: 0.75),
                description: SearchTermIndex.norm(length: descriptionWordCounts[entry], average: descriptions, b: 0.75))
        }
    }

    /// The number of nodes, at every depth (reading each node's children in place, without copying the node).
    private static func count(_ nodes: [SettingsNode]) -> Int {
        var total = nodes.count
        for index in nodes.indices where !nodes[index].children.isEmpty { total += count(nodes[index].children) }
        return total
    }

    /// Adds `children` and everything searchable inside them. The nodes are read in place through a buffer
    /// pointer, field by field: passing a node by value would copy it (and retain every string and array in it).
    private mutating func visit(_ children: [SettingsNode], parent: Int32) {
        children.withUnsafeBufferPointer { nodes in
            for position in nodes.indices where nodes[position].isSearchable {
                let entry = Int32(entries.count)
                add(nodes.baseAddress! + position, parent: parent)
                childIndexes.append(Int32(position))
                if !nodes[position].children.isEmpty { visit(nodes[position].children, parent: entry) }
            }
        }
    }

    /// The node of entry `entry`.
    func node(_ entry: Int) -> SettingsNode {
        var chain: [Int] = []
        var current = entry
        while current >= 0 {
            chain.append(Int(childIndexes[current]))
            current = Int(entries[current].parent)
        }
        var node = tree.children[chain.removeLast()]
        while let position = chain.popLast() { node = node.children[position] }
        return node
    }

    private mutating func add(_ node: UnsafePointer<SettingsNode>, parent: Int32) {
        let entry = Int32(entries.count)
        let title = append(node.pointee.title, bigrams: true)
        index(title, entry: entry, field: .title)
        titleWordCounts.append(title.wordCount)
        let firstTag = Int32(tags.count)
        var tagMask: UInt64 = 0
        var heads = title.heads
        var seconds = title.seconds
        for tag in node.pointee.tags {
            let text = append(tag, bigrams: true)
            index(text, entry: entry, field: .tag)
            tags.append(text)
            tagMask |= text.mask
            heads |= text.heads
            seconds |= text.seconds
        }
        var summary = TextRef()
        var descriptionWords: Int32 = 0
        if node.pointee.kind != .custom {
            if let text = node.pointee.summary {
                summary = append(text)
                index(summary, entry: entry, field: .summary)
            }
            if let description = node.pointee.description {
                descriptionWords = indexScratch(description, entry: entry, field: .description)
            }
            for option in node.pointee.pref?.options ?? [] { indexScratch(option.label, entry: entry, field: .option) }
        }
        summaryWordCounts.append(summary.wordCount)
        descriptionWordCounts.append(descriptionWords)
        let mask = title.mask | tagMask | summary.mask | (parent >= 0 ? entries[Int(parent)].mask : 0)
        masks.append(mask)
        entries.append(
            Entry(
                title: title, firstTag: firstTag, tagCount: Int32(tags.count) - firstTag, tagMask: tagMask,
                summary: summary, parent: parent, mask: mask, heads: heads, seconds: seconds))
    }

    /// Normalises `text` onto the end of `bytes` and describes it.
    private mutating func append(_ text: String, bigrams: Bool = false) -> TextRef {
        let start = bytes.count
        let firstWord = wordStarts.count
        SearchText.appendWords(of: text, to: &bytes, starts: &wordStarts)
        var heads: UInt64 = 0
        var seconds: UInt64 = 0
        var mask: UInt64 = 0
        var set = BigramSet()
        let end = bytes.count
        bytes.withUnsafeBufferPointer { bytes in
            wordStarts.withUnsafeBufferPointer { wordStarts in
                for index in firstWord..<wordStarts.count {
                    let wordStart = Int(wordStarts[index])
                    let wordEnd = index + 1 < wordStarts.count ? Int(wordStarts[index + 1]) : end
                    heads |= Self.bit(bytes[wordStart])
                    if wordStart + 1 < wordEnd { seconds |= Self.bit(bytes[wordStart + 1]) }
                }
            }
            guard start < end else { return }
            mask = Self.bit(bytes[start])
            guard bigrams else {
                for index in start + 1..<end { mask |= Self.bit(bytes[index]) }
                return
            }
            for index in start + 1..<end {
                mask |= Self.bit(bytes[index])
                set.insert(BigramSet.hash(bytes[index - 1], bytes[index]))
            }
        }
        return TextRef(
            start: Int32(start), count: Int32(bytes.count - start), firstWord: Int32(firstWord),
            wordCount: Int32(wordStarts.count - firstWord), mask: mask, bigrams: set, heads: heads, seconds: seconds)
    }

    /// Records the words of an indexed text for the relevance tier.
    private mutating func index(_ text: TextRef, entry: Int32, field: SearchTermIndex.Field) {
        let first = Int(text.firstWord)
        let starts = wordStarts[first..<first + Int(text.wordCount)]
        let stopWords = stopWords
        bytes.withUnsafeBufferPointer { bytes in
            terms.add(
                words: bytes, starts: starts, end: Int(text.start + text.count), entry: entry, field: field,
                stopWords: stopWords)
        }
    }

    /// Records the words of a text only the relevance tier reads (descriptions, option labels); returns how many.
    @discardableResult
    private mutating func indexScratch(_ text: String, entry: Int32, field: SearchTermIndex.Field) -> Int32 {
        scratchBytes.removeAll(keepingCapacity: true)
        scratchStarts.removeAll(keepingCapacity: true)
        SearchText.appendWords(of: text, to: &scratchBytes, starts: &scratchStarts)
        let stopWords = stopWords
        let starts = scratchStarts[...]
        scratchBytes.withUnsafeBufferPointer { bytes in
            terms.add(words: bytes, starts: starts, end: bytes.count, entry: entry, field: field, stopWords: stopWords)
        }
        return Int32(starts.count)
    }

    /// One bit per letter or digit present (other bytes share a few bits): a cheap test that a text cannot match.
    static func mask(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 | bit($1) }
    }

    /// The mask bit of one byte.
    static func bit(_ byte: UInt8) -> UInt64 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 1 << UInt64(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 1 << UInt64(byte - UInt8(ascii: "0") + 26)
        default: 1 << UInt64(36 + byte % 28)
        }
    }

    /// Runs `body` with a matcher over the index's buffers, the dense masks and the entries.
    private func withMatcher(
        for query: SettingsSearchQuery,
        _ body: (SettingsSearchMatcher, UnsafeBufferPointer<UInt64>, UnsafeBufferPointer<Entry>) -> Void
    ) {
        bytes.withUnsafeBufferPointer { bytes in
            wordStarts.withUnsafeBufferPointer { wordStarts in
                tags.withUnsafeBufferPointer { tags in
                    query.bytes.withUnsafeBufferPointer { queryBytes in
                        entries.withUnsafeBufferPointer { entries in
                            masks.withUnsafeBufferPointer { masks in
                                let matcher = SettingsSearchMatcher(
                                    bytes: bytes, wordStarts: wordStarts, tags: tags, entries: entries, query: query,
                                    queryBytes: queryBytes)
                                body(matcher, masks, entries)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The searchable nodes matching `query`, best first; equal scores keep declaration order.
    ///
    /// An empty query, or one with no letters or digits, has no results. With `explain`, each result lists what
    /// matched, field by field (see ``SettingsSearchMatch``), for a UI to highlight; without, its `matches` are
    /// empty.
    ///
    /// ```swift
    /// index.results(for: "sounds and haptics").first?.title // "Sounds & Haptics"
    /// index.results(for: "make text bigger", limit: 5, explain: true).first?.matches
    /// // [title: exact "text" for "text", title: related "size" for "bigger"]
    /// ```
    public func results(for query: String, limit: Int? = nil, explain: Bool = false) -> [SettingsSearchResult] {
        let query = SettingsSearchQuery(query)
        guard !query.bytes.isEmpty, limit.map({ $0 > 0 }) ?? true else { return [] }
        var matches = lexicalMatches(query, limit: limit)
        var concepts: [SearchConcept] = []
        if matches.count < limit ?? .max {
            concepts = SearchConcept.concepts(of: query.wordStrings, vocabulary: vocabulary)
            let lexical = Set(matches.map(\.entry))
            let related = SearchRelevance(index: self).matches(concepts)
            matches += related.filter { !lexical.contains($0.entry) }
        }
        if matches.count < limit ?? .max { matches += splitMatches(query, besides: matches, limit: limit) }
        matches.sort { $0.score != $1.score ? $0.score > $1.score : $0.entry < $1.entry }
        return matches.prefix(limit ?? matches.count).map { match in
            var result = result(match.entry, score: match.score)
            if explain {
                if concepts.isEmpty { concepts = SearchConcept.concepts(of: query.wordStrings, vocabulary: vocabulary) }
                result.matches = SearchExplainer(index: self, query: query, concepts: concepts).matches(match.entry)
            }
            return result
        }
    }

    /// The result for an entry: its node's ID, kind, key and title, and the titles of the groups above it.
    private func result(_ entry: Int, score: Int) -> SettingsSearchResult {
        let node = self.node(entry)
        var path: [String] = []
        var parent = Int(entries[entry].parent)
        while parent >= 0 {
            path.append(self.node(parent).title)
            parent = Int(entries[parent].parent)
        }
        return SettingsSearchResult(
            id: node.id, kind: node.kind, key: node.pref?.key, title: node.title, path: path.reversed(), score: score)
    }

    /// The matches of the query with a joined compound word split in two ("autosave" → "auto save", "fullscreen" →
    /// "full screen"), for entries not among `found`: a title that writes the compound in pieces, or whose first
    /// piece is longer ("Automatically Save"), answers the joined word as it answers the split one. A word of six
    /// letters or more is split at each point where the second piece is a term of the corpus and the first has at
    /// least three letters; what the split finds ranks after everything the query as typed finds (score 0, in
    /// declaration order), since a word can also be cut where it is no compound ("wallpaper"). (The reverse, "auto save" for "Autosave", is matched by
    /// the lexical tiers, which compare the query's words run together.)
    private func splitMatches(
        _ query: SettingsSearchQuery, besides found: [(score: Int, entry: Int)], limit: Int?
    ) -> [(score: Int, entry: Int)] {
        let words = query.wordStrings
        var seen = Set(found.map(\.entry))
        var added: [(score: Int, entry: Int)] = []
        for (position, word) in words.enumerated() where word.utf8.count >= 6 {
            let characters = Array(word)
            for cut in 3...(characters.count - 3) {
                let second = String(characters[cut...])
                guard terms.term(SearchStemmer.stem(second)) != nil else { continue }
                var split = words
                split[position] = String(characters[..<cut]) + " " + second
                for match in lexicalMatches(SettingsSearchQuery(split.joined(separator: " ")), limit: limit)
                where seen.insert(match.entry).inserted {
                    // Below every match of the query as typed: a split can also cut a word that is no compound.
                    added.append((score: 0, entry: match.entry))
                }
            }
        }
        return added
    }

    /// The lexical tiers (``SettingsSearchScore/exactTitle`` down to the typo tiers), in declaration order.
    private func lexicalMatches(_ query: SettingsSearchQuery, limit: Int?) -> [(score: Int, entry: Int)] {
        var matches: [(score: Int, entry: Int)] = []
        withMatcher(for: query) { matcher, masks, entries in
            // Pass 1: the tiers without typos, for entries that hold every letter of the query.
            let required = query.requiredMask
            for index in masks.indices where required & ~masks[index] == 0 {
                if let score = matcher.score(entries[index]) { matches.append((score, index)) }
            }
            // Pass 2: typos rank below everything else, so they are only looked for when results are missing.
            guard matches.count < limit ?? .max, matcher.typoLimit > 0 || query.words.count > 1 else { return }
            let tolerance = max(matcher.typoLimit, 2)
            var nextMatch = 0
            let exactCount = matches.count
            for index in masks.indices {
                if nextMatch < exactCount, matches[nextMatch].entry == index {
                    nextMatch += 1
                    continue
                }
                guard (required & ~masks[index]).nonzeroBitCount <= tolerance,
                    let score = matcher.typoScore(entries[index])
                else { continue }
                matches.append((score, index))
            }
        }
        return matches
    }
}
