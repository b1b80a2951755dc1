/// What matched in one field of a search result, how, and for which words of the query: for a UI to highlight words
/// and to say why a setting was found.
///
/// Words are in normalised form (lower case, accents removed, as search compares them): highlight them in the
/// field's text with a case- and diacritic-insensitive search. The results of
/// ``SettingsSearchIndex/results(for:limit:explain:)`` carry them when asked with `explain: true`.
///
/// ```swift
/// let best = index.results(for: "make text bigger", explain: true)[0]
/// for match in best.matches {
///     print(match.field, match.kind, match.words, "for", match.queryWords)
/// }
/// // title exact ["text"] for ["text"]
/// // title related ["scaling"] for ["bigger"]   (match.vocabulary: ["bigger → scaling"])
/// ```
public struct SettingsSearchMatch: Sendable, Hashable {
    /// Where in the node a word matched.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// The node's title.
        case title
        /// The title of a group above the node.
        case path
        /// One of the node's tags.
        case tag
        /// The label of one of the preference's options.
        case option
        /// The node's summary.
        case summary
        /// The node's description.
        case description
    }

    /// How a word of the node answers a word of the query, from the most to the least direct.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The same word.
        case exact
        /// The query word starts the word ("notif" → "notifications").
        case prefix
        /// The query word appears inside the word, or runs across several ("autolock" → "auto", "lock").
        case contains
        /// Another form of the same word ("locking" → "lock").
        case stem
        /// A word one or two edits away ("blutooth" → "bluetooth").
        case typo
        /// A word the vocabulary gives as meaning the same ("trackpad" → "touchpad").
        case synonym
        /// A word the vocabulary gives as often answering it ("bigger" → "size").
        case related
    }

    public var field: Field
    public var kind: Kind
    /// The node's words that matched, in the order they appear, normalised.
    public var words: [String]
    /// The query's words they answer, normalised.
    public var queryWords: [String]
    /// For a ``Kind/synonym`` or ``Kind/related`` match, the vocabulary entries that linked them, as
    /// `query words → entry` (`"bigger → size"`, `"dark mode → color scheme"`); empty for the other kinds.
    public var vocabulary: [String]

    /// A match of `words` in `field`, answering `queryWords` in the way `kind` says, through the `vocabulary`
    /// entries given.
    ///
    /// ```swift
    /// SettingsSearchMatch(
    ///     field: .title, kind: .related, words: ["size"], queryWords: ["bigger"], vocabulary: ["bigger → size"])
    /// ```
    public init(field: Field, kind: Kind, words: [String], queryWords: [String], vocabulary: [String] = []) {
        self.field = field
        self.kind = kind
        self.words = words
        self.queryWords = queryWords
        self.vocabulary = vocabulary
    }
}
