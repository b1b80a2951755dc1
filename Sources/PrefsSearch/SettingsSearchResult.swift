/// One node found by a search: what it is, where it is, and how well it matched.
///
/// ```swift
/// let best = tree.search("font")[0]
/// best.title    // "Font Size"
/// best.path     // ["Appearance"]
/// best.key      // "ui.fontSize"
/// ```
public struct SettingsSearchResult: Sendable, Hashable, Identifiable {
    /// The node's stable ID (`appearance.fontSize`).
    public var id: String
    /// Whether the node is a group, a preference or a custom group.
    public var kind: SettingsNode.Kind
    /// The storage key, for a preference; `nil` for groups.
    public var key: String?
    /// The node's title.
    public var title: String
    /// The titles of the groups above the node, outermost first; empty at the top level.
    public var path: [String]
    /// How well the node matched: higher is better. See ``SettingsSearchScore`` for the default ranking's tiers.
    public var score: Int
    /// What matched, field by field, when the search was asked to explain (see ``SettingsSearchMatch``); otherwise
    /// empty.
    public var matches: [SettingsSearchMatch]

    /// A result, as a custom ``SettingsSearch`` builds one.
    ///
    /// ```swift
    /// SettingsSearchResult(id: "sound", kind: .group, key: nil, title: "Sound", path: [], score: 1)
    /// ```
    public init(
        id: String, kind: SettingsNode.Kind, key: String?, title: String, path: [String], score: Int,
        matches: [SettingsSearchMatch] = []
    ) {
        self.id = id
        self.kind = kind
        self.key = key
        self.title = title
        self.path = path
        self.score = score
        self.matches = matches
    }
}
