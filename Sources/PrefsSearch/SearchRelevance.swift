/// The relevance tier: every node scored by how much of the query it covers, BM25-style, through the vocabulary.
///
/// Each concept of the query adds, for each node that answers it, the best of its alternatives: the alternative's
/// quality (1 for the query's own word, less for a synonym or a related word) times the term's rarity (IDF) times
/// how strongly the node holds it (its fields' weights, saturated). A phrase alternative ("color scheme") needs all
/// its words in the node. A concept found only in the title of a group above the node counts for less.
///
/// Only nodes that cover at least ``keepFraction`` of what the best node covers are kept, so a query whose words
/// one node answers in full does not drag in every node that answers one of them; half, so that a node answering the
/// query's rarest word in its title is not dropped for one answering several common words.
struct SearchRelevance {
    let index: SettingsSearchIndex

    /// The share of the best coverage a node needs to be listed.
    static let keepFraction: Float = 0.5
    /// How much a concept found only in a group title above counts, for coverage and for the score.
    static let pathCoverage: Float = 0.5
    static let pathScore: Float = 0.3

    private struct Resolved {
        var terms: [Int32]
        var quality: Float
        var idf: Float
    }

    /// The entries the relevance tier lists, with their scores (1 to 149, see ``SettingsSearchScore/related``).
    func matches(_ concepts: [SearchConcept]) -> [(score: Int, entry: Int)] {
        let count = index.count
        guard count > 0, !concepts.isEmpty else { return [] }
        let terms = index.terms
        var score = [Float](repeating: 0, count: count)
        var coverage = [Float](repeating: 0, count: count)
        var direct = [UInt64](repeating: 0, count: count)
        var inTitle = [UInt64](repeating: 0, count: count)
        var best = [Float](repeating: 0, count: count)
        var bestQuality = [Float](repeating: 0, count: count)
        var hits = [UInt8](repeating: 0, count: count)
        var sums = [Float](repeating: 0, count: count)
        var weights: [Float] = []
        var touched: [Int32] = []
        var candidates: [Int32] = []
        for (conceptIndex, concept) in concepts.enumerated() {
            let bit: UInt64 = 1 << UInt64(conceptIndex)
            let alternatives = resolve(concept, terms)
            let weight = alternatives.map { $0.quality * $0.idf }.max() ?? 0
            weights.append(weight)
            guard weight > 0 else { continue }
            for alternative in alternatives {
                if alternative.terms.count == 1 {
                    let term = Int(alternative.terms[0])
                    for posting in Int(terms.postingStarts[term])..<Int(terms.postingStarts[term + 1]) {
                        let entry = Int(terms.postingEntries[posting])
                        let value = alternative.quality * alternative.idf * terms.postingWeights[posting]
                        if best[entry] == 0 { touched.append(Int32(entry)) }
                        if value > best[entry] { best[entry] = value }
                        bestQuality[entry] = max(bestQuality[entry], alternative.quality)
                        if terms.postingFields[posting] & SearchTermIndex.Field.title.rawValue != 0 {
                            inTitle[entry] |= bit
                        }
                    }
                } else {
                    var phraseTouched: [Int32] = []
                    for term in alternative.terms.map(Int.init) {
                        for posting in Int(terms.postingStarts[term])..<Int(terms.postingStarts[term + 1]) {
                            let entry = Int(terms.postingEntries[posting])
                            if hits[entry] == 0 { phraseTouched.append(Int32(entry)) }
                            hits[entry] += 1
                            sums[entry] += terms.idf[term] * terms.postingWeights[posting]
                        }
                    }
                    let length = Float(alternative.terms.count)
                    for entry in phraseTouched.map(Int.init) {
                        if Int(hits[entry]) == alternative.terms.count {
                            let value = alternative.quality * sums[entry] / length * (1 + 0.2 * (length - 1))
                            if best[entry] == 0 { touched.append(Int32(entry)) }
                            if value > best[entry] { best[entry] = value }
                            bestQuality[entry] = max(bestQuality[entry], alternative.quality)
                        }
                        hits[entry] = 0
                        sums[entry] = 0
                    }
                }
            }
            for entry in touched.map(Int.init) {
                if direct[entry] == 0 { candidates.append(Int32(entry)) }
                score[entry] += best[entry]
                coverage[entry] += weight * bestQuality[entry]
                direct[entry] |= bit
                best[entry] = 0
                bestQuality[entry] = 0
            }
            touched.removeAll(keepingCapacity: true)
        }
        let entries = index.entries
        var bestCoverage: Float = 0
        for entry in candidates.map(Int.init) {
            var parent = Int(entries[entry].parent)
            var credited = direct[entry]
            while parent >= 0 {
                var missing = inTitle[parent] & ~credited
                credited |= missing
                while missing != 0 {
                    let conceptIndex = missing.trailingZeroBitCount
                    coverage[entry] += Self.pathCoverage * weights[conceptIndex]
                    score[entry] += Self.pathScore * weights[conceptIndex]
                    missing &= missing - 1
                }
                parent = Int(entries[parent].parent)
            }
            bestCoverage = max(bestCoverage, coverage[entry])
        }
        guard bestCoverage > 0 else { return [] }
        return candidates.map(Int.init).filter { coverage[$0] >= Self.keepFraction * bestCoverage }.map { entry in
            (Self.tierScore(score[entry] * coverage[entry] / bestCoverage), entry)
        }
    }

    /// A raw relevance score as a score in the related tier: 1 to 149, rising with the raw score.
    static func tierScore(_ raw: Float) -> Int {
        1 + Int(148 * raw / (raw + 8))
    }

    /// The concept's alternatives whose every stem some node has, with their terms and mean IDF.
    private func resolve(_ concept: SearchConcept, _ terms: SearchTermIndex) -> [Resolved] {
        concept.alternatives.compactMap { alternative in
            let ids = alternative.stems.compactMap(terms.term)
            guard ids.count == alternative.stems.count, !ids.isEmpty else { return nil }
            let idf = ids.map { terms.idf[Int($0)] }.reduce(0, +) / Float(ids.count)
            return Resolved(terms: ids, quality: alternative.quality, idf: idf)
        }
    }
}
