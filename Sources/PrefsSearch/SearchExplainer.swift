/// Works out, for one result, which words of which fields answer which words of the query.
///
/// It re-reads the node's texts rather than recording matches while ranking, so ranking stays as fast without
/// explanations, and explaining costs only a little per result shown.
struct SearchExplainer {
    typealias Match = SettingsSearchMatch

    let index: SettingsSearchIndex
    let queryWords: [String]
    let concepts: [SearchConcept]
    /// The query's words run together ("auto lock" → "autolock"), for titles written as one word or in pieces.
    let joinedQuery: String

    init(index: SettingsSearchIndex, query: SettingsSearchQuery, concepts: [SearchConcept]) {
        self.index = index
        let words = query.wordStrings
        let meaningful = words.filter { !index.vocabulary.stopWords.contains($0) }
        self.queryWords = meaningful.isEmpty ? words : meaningful
        self.concepts = concepts
        self.joinedQuery = String(decoding: query.bytes, as: UTF8.self)
    }

    /// The matches of entry `entry`, by field (title, path, tag, option, summary, description), then by kind, one
    /// per query word or phrase answered.
    func matches(_ entry: Int) -> [Match] {
        let node = index.node(entry)
        var texts: [(Match.Field, String)] = [(.title, node.title)]
        var parent = Int(index.entries[entry].parent)
        var path: [String] = []
        while parent >= 0 {
            path.append(index.node(parent).title)
            parent = Int(index.entries[parent].parent)
        }
        texts += path.reversed().map { (.path, $0) }
        texts += node.tags.map { (.tag, $0) }
        if node.kind != .custom {
            texts += (node.pref?.options ?? []).map { (.option, $0.label) }
            if let summary = node.summary { texts.append((.summary, summary)) }
            if let description = node.description { texts.append((.description, description)) }
        }
        var found: [Match] = []
        for (field, text) in texts {
            for match in matches(in: SearchText.words(of: text), field: field) {
                if let same = found.firstIndex(where: {
                    $0.field == match.field && $0.kind == match.kind && $0.queryWords == match.queryWords
                }) {
                    found[same].words += match.words.filter { !found[same].words.contains($0) }
                } else {
                    found.append(match)
                }
            }
        }
        return found
    }

    /// The matches among one text's words: each word once, in its most direct kind.
    private func matches(in words: [String], field: Match.Field) -> [Match] {
        var kinds: [(kind: Match.Kind, word: String, query: [String], entry: String?)] = []
        for (position, word) in words.enumerated() {
            if let lexical = lexicalKind(word, words[position...]) {
                kinds.append((lexical.kind, word, lexical.query, nil))
            } else if let related = conceptKind(word, words) {
                kinds.append((related.kind, word, related.query, related.entry))
            } else if field == .title || field == .tag, let typo = typoKind(word) {
                kinds.append((typo.kind, word, typo.query, nil))
            }
        }
        var result: [Match] = []
        for kind in Match.Kind.allCases {
            for item in kinds where item.kind == kind {
                let entries = item.entry.map { [$0] } ?? []
                if let same = result.firstIndex(where: { $0.kind == kind && $0.queryWords == item.query }) {
                    if !result[same].words.contains(item.word) { result[same].words.append(item.word) }
                    result[same].vocabulary += entries.filter { !result[same].vocabulary.contains($0) }
                } else {
                    result.append(
                        Match(field: field, kind: kind, words: [item.word], queryWords: item.query, vocabulary: entries)
                    )
                }
            }
        }
        return result
    }

    /// How `word` (followed by `rest`) answers a query word as written: the same, its start, inside it, or run
    /// together with the words after it.
    private func lexicalKind(_ word: String, _ rest: ArraySlice<String>) -> (kind: Match.Kind, query: [String])? {
        if let query = queryWords.first(where: { $0 == word }) { return (.exact, [query]) }
        if let query = queryWords.first(where: { word.hasPrefix($0) }) { return (.prefix, [query]) }
        if let query = queryWords.first(where: { $0.count >= 3 && word.contains($0) }) { return (.contains, [query]) }
        for query in queryWords + (queryWords.count > 1 ? [joinedQuery] : []) where query.count > word.count {
            var joined = ""
            for next in rest {
                joined += next
                if joined.count >= query.count ? joined.hasPrefix(query) : query.hasPrefix(joined) {
                    if joined.count >= query.count { return (.contains, [query]) }
                } else {
                    break
                }
            }
        }
        return nil
    }

    /// Whether `word` starts within a typo's reach of a query word, by the ranking's rules (see
    /// ``SettingsSearchScore``): the ranking forgives typos in titles and tags only (the caller asks for no other
    /// field), and never a wrong first letter, only a first letter swapped with the second, missing or doubled, so
    /// "controls" is no typo of "font", nor "have" of "save".
    private func typoKind(_ word: String) -> (kind: Match.Kind, query: [String])? {
        let letters = Array(word.utf8)
        for query in queryWords {
            let limit = SettingsSearchScore.allowedEdits(forLength: query.utf8.count)
            guard limit > 0, let first = query.utf8.first, let head = letters.first else { continue }
            let second = query.utf8.dropFirst().first ?? first
            guard head == first || head == second || (letters.count > 1 && letters[1] == first) else { continue }
            let close = Array(query.utf8).withUnsafeBufferPointer { query in
                letters.withUnsafeBufferPointer { word in
                    EditDistance.prefixDistance(query, word, limit: limit)
                }
            }
            if close != nil { return (.typo, [query]) }
        }
        return nil
    }

    /// How `word` answers a concept through its stem, a synonym or a related word (with the vocabulary entry, as
    /// `query words → entry`); a phrase alternative needs all its stems among `words`.
    private func conceptKind(_ word: String, _ words: [String]) -> (kind: Match.Kind, query: [String], entry: String?)?
    {
        let stem = SearchStemmer.stem(word)
        var best: (kind: Match.Kind, query: [String], entry: String?)?
        for concept in concepts {
            for alternative in concept.alternatives where alternative.stems.contains(stem) {
                if alternative.stems.count > 1 {
                    let stems = Set(words.map(SearchStemmer.stem))
                    guard alternative.stems.allSatisfy(stems.contains) else { continue }
                }
                let kind: Match.Kind =
                    alternative.isOwn
                    ? .stem : alternative.quality >= CompiledVocabulary.synonymQuality ? .synonym : .related
                if best == nil || kind.order < best!.kind.order {
                    let entry =
                        alternative.isOwn ? nil : concept.words.joined(separator: " ") + " → " + alternative.text
                    best = (kind, concept.words, entry)
                }
            }
        }
        return best
    }
}

extension SettingsSearchMatch.Kind {
    /// The position in ``allCases``: lower is more direct.
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
