/// The words search knows beyond those of the tree: synonyms, related words and stop words.
///
/// People describe a need in their own words ("dark mode", "make text bigger", "stop screen from locking"), not in
/// the words of the setting's title ("Color Scheme", "Text Scaling Factor", "Automatic Screen Lock"). The
/// vocabulary bridges the two for the ranked search's relevance tier (see ``SettingsSearchScore/related``):
///
/// - **synonyms**: words and phrases that mean the same thing ("trackpad", "touchpad"); each stands for the others
///   almost as strongly as for itself;
/// - **related**: words and phrases that often answer a word one way ("bigger" → "size", "scale", "zoom"), matched
///   with less weight than the word itself;
/// - **stop words**: words that say nothing about which setting is meant ("make", "the", "my"); a query made only
///   of them keeps them.
///
/// Every entry is normalised and stemmed as the tree is, so "Dark Mode", "dark-mode" and "dark modes" are one key.
/// ``standard`` holds the built-in settings vocabulary; an app adds its own words with ``merging(_:)`` and passes
/// the result to ``SettingsSearchIndex/init(_:vocabulary:)`` or ``RankedSettingsSearch/init(limit:vocabulary:)``.
/// Per-preference words belong in the preference's tags (`@Setting(tags:)`) instead.
///
/// ```swift
/// let vocabulary = SettingsSearchVocabulary.standard.merging(
///     SettingsSearchVocabulary(
///         synonyms: [["note", "memo", "document"]],
///         related: ["offline": ["sync", "cache"]],
///         stopWords: ["app"]))
/// let index = SettingsSearchIndex(tree, vocabulary: vocabulary)
/// index.results(for: "memo font").first?.id   // "appearance.text.fontSize" when its summary says "note"
/// ```
public struct SettingsSearchVocabulary: Sendable, Hashable {
    /// Groups of words or phrases that mean the same thing.
    public var synonyms: [[String]]
    /// For a word or phrase, the words or phrases that often answer it, matched with less weight.
    public var related: [String: [String]]
    /// Words that carry no meaning in a settings query.
    public var stopWords: Set<String>

    /// A vocabulary of `synonyms`, `related` words and `stopWords`.
    public init(synonyms: [[String]] = [], related: [String: [String]] = [:], stopWords: Set<String> = []) {
        self.synonyms = synonyms
        self.related = related
        self.stopWords = stopWords
    }

    /// No vocabulary: search matches the words of the tree only (with stemming).
    public static let empty = SettingsSearchVocabulary()

    /// This vocabulary with `other`'s words added: its synonym groups and stop words, and its related words
    /// appended to any this one has for the same key.
    ///
    /// ```swift
    /// let mine = SettingsSearchVocabulary.standard.merging(SettingsSearchVocabulary(related: ["offline": ["sync"]]))
    /// ```
    public func merging(_ other: SettingsSearchVocabulary) -> SettingsSearchVocabulary {
        var merged = self
        merged.synonyms += other.synonyms
        merged.related.merge(other.related) { $0 + $1 }
        merged.stopWords.formUnion(other.stopWords)
        return merged
    }
}

/// A vocabulary prepared for searching: every key and word normalised and stemmed.
struct CompiledVocabulary: Sendable {
    /// One way of matching a concept: its stems (several for a phrase), and how strongly it stands for it.
    struct Alternative: Sendable, Hashable {
        var stems: [String]
        var quality: Float
        /// Whether it is the query's own word or phrase rather than a synonym or related word.
        var isOwn: Bool
        /// The entry's words as written in the vocabulary, normalised ("color scheme"), for explanations.
        var text: String
    }

    static let synonymQuality: Float = 0.9
    static let relatedQuality: Float = 0.6

    /// Alternatives by key: the key's stems joined by spaces.
    var expansions: [String: [Alternative]] = [:]
    /// The most words a key has.
    var longestKey = 1
    /// Normalised stop words (not stemmed).
    var stopWords: Set<String> = []

    init(_ vocabulary: SettingsSearchVocabulary) {
        for word in vocabulary.stopWords {
            stopWords.formUnion(SearchText.words(of: word))
        }
        for group in vocabulary.synonyms {
            let members = group.map { (stems: Self.stems(of: $0), text: Self.text(of: $0)) }.filter {
                !$0.stems.isEmpty
            }
            for member in members {
                for other in members where other.stems != member.stems {
                    add(
                        member.stems,
                        Alternative(
                            stems: content(other.stems), quality: Self.synonymQuality, isOwn: false, text: other.text))
                }
            }
        }
        for (key, values) in vocabulary.related.sorted(by: { $0.key < $1.key }) {
            let stems = Self.stems(of: key)
            guard !stems.isEmpty else { continue }
            for value in values {
                let valueStems = content(Self.stems(of: value))
                if !valueStems.isEmpty, valueStems != stems {
                    add(
                        stems,
                        Alternative(
                            stems: valueStems, quality: Self.relatedQuality, isOwn: false, text: Self.text(of: value)))
                }
            }
        }
    }

    private static let standard = CompiledVocabulary(.standard)

    /// The compiled form of `vocabulary`; the standard one is compiled once.
    static func cached(_ vocabulary: SettingsSearchVocabulary) -> CompiledVocabulary {
        vocabulary == .standard ? standard : CompiledVocabulary(vocabulary)
    }

    /// The stems of a phrase without its stop words ("launch at login" → `launch`, `login`), which are never
    /// indexed and so could never be found; a phrase of stop words only is kept whole.
    private func content(_ stems: [String]) -> [String] {
        let kept = stems.filter { !stopWords.contains($0) }
        return kept.isEmpty ? stems : kept
    }

    /// A vocabulary entry's words, normalised and joined by spaces.
    static func text(of entry: String) -> String {
        SearchText.words(of: entry).joined(separator: " ")
    }

    static func stems(of text: String) -> [String] {
        SearchText.words(of: text).map(SearchStemmer.stem)
    }

    private mutating func add(_ key: [String], _ alternative: Alternative) {
        longestKey = max(longestKey, key.count)
        let joined = key.joined(separator: " ")
        var list = expansions[joined, default: []]
        if let existing = list.firstIndex(where: { $0.stems == alternative.stems }) {
            list[existing].quality = max(list[existing].quality, alternative.quality)
        } else {
            list.append(alternative)
        }
        expansions[joined] = list
    }
}
