/// A way to search a settings tree: the default ranked search, or your own.
///
/// Implement it to replace the ranking (a fuzzy matcher, a server-side index) and pass it wherever a search is
/// run, such as ``SettingsTree/search(_:using:)``. Implementations read the tree only, never stored values.
///
/// ```swift
/// struct TitleContainsSearch: SettingsSearch {
///     func results(for query: String, in tree: SettingsTree) -> [SettingsSearchResult] {
///         var results: [SettingsSearchResult] = []
///         tree.forEachNode { node, ancestors in
///             if node.isSearchable, !query.isEmpty, node.title.localizedCaseInsensitiveContains(query) {
///                 results.append(SettingsSearchResult(
///                     id: node.id, kind: node.kind, key: node.pref?.key, title: node.title,
///                     path: ancestors.map(\.title), score: 1))
///             }
///         }
///         return results
///     }
/// }
/// let hits = tree.search("wi-fi", using: TitleContainsSearch())
/// ```
public protocol SettingsSearch: Sendable {
    /// The nodes of `tree` that match `query`, best first.
    func results(for query: String, in tree: SettingsTree) -> [SettingsSearchResult]
}

/// The default search: normalised, ranked and typo-tolerant (see ``SettingsSearchScore``).
///
/// Each call indexes the tree first, which takes time proportional to its size; to run many queries against one
/// tree, build a ``SettingsSearchIndex`` once and query it.
///
/// ```swift
/// let results = RankedSettingsSearch().results(for: "notifcations", in: tree)
/// let mine = RankedSettingsSearch(limit: 10, vocabulary: .standard.merging(myWords))
/// ```
public struct RankedSettingsSearch: SettingsSearch {
    /// At most this many results, or all of them when `nil`.
    public var limit: Int?
    /// The words the related tier knows beyond the tree's (see ``SettingsSearchVocabulary``).
    public var vocabulary: SettingsSearchVocabulary

    /// The default search, returning at most `limit` results (all when `nil`), with `vocabulary`.
    public init(limit: Int? = nil, vocabulary: SettingsSearchVocabulary = .standard) {
        self.limit = limit
        self.vocabulary = vocabulary
    }

    public func results(for query: String, in tree: SettingsTree) -> [SettingsSearchResult] {
        SettingsSearchIndex(tree, vocabulary: vocabulary).results(for: query, limit: limit)
    }
}

extension SettingsTree {
    /// Searches the tree, with the default ranked search unless another is given.
    ///
    /// ```swift
    /// tree.search("auto lock").first?.id // "privacy.autoLock"
    /// tree.search("wifi", using: MySearch())
    /// ```
    public func search(_ query: String, using search: any SettingsSearch = RankedSettingsSearch())
        -> [SettingsSearchResult]
    {
        search.results(for: query, in: self)
    }
}
