/// One thing a query asks for: a word, or a phrase the vocabulary knows ("blue light"), with every way a node can
/// answer it (the word's own stem first, then its synonyms and related words).
struct SearchConcept: Sendable {
    /// The query's normalised words this concept stands for.
    var words: [String]
    var alternatives: [CompiledVocabulary.Alternative]

    /// The concepts of a query's normalised words: the longest phrases the vocabulary knows first, then single
    /// words; stop words are left out unless the query has nothing else.
    static func concepts(of words: [String], vocabulary: CompiledVocabulary) -> [SearchConcept] {
        let stems = words.map(SearchStemmer.stem)
        var concepts: [SearchConcept] = []
        var stopped: [SearchConcept] = []
        var index = 0
        while index < words.count {
            var length = min(vocabulary.longestKey, words.count - index)
            var found: [CompiledVocabulary.Alternative]?
            while length > 1 {
                found = vocabulary.expansions[stems[index..<index + length].joined(separator: " ")]
                if found != nil { break }
                length -= 1
            }
            let own = CompiledVocabulary.Alternative(
                stems: Array(stems[index..<index + length]), quality: 1, isOwn: true,
                text: words[index..<index + length].joined(separator: " "))
            let concept = SearchConcept(
                words: Array(words[index..<index + length]),
                alternatives: [own] + (found ?? vocabulary.expansions[stems[index]] ?? []))
            if length == 1, vocabulary.stopWords.contains(words[index]) {
                stopped.append(concept)
            } else {
                concepts.append(concept)
            }
            index += length
        }
        return Array((concepts.isEmpty ? stopped : concepts).prefix(64))
    }
}
