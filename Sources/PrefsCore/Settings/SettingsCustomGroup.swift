/// An opaque group in the DSL: a screen the app draws itself (a log viewer, an account page), known to the tree only
/// by its title, icon and tags.
///
/// Search matches a custom group by its title and tags only, never by its summary. Its ID follows the group rule:
/// parent ID, a dot, and `id:` or the slug of the title.
///
/// ```swift
/// SettingsCustomGroup("Developer Tools", id: "tools", icon: "hammer", tags: ["debug"])
/// ```
public struct SettingsCustomGroup: SettingsContent {
    public var title: String
    /// The explicit last segment of the ID; `nil` uses the slug of the title.
    public var idSegment: String?
    public var summary: String?
    /// A longer explanation than the summary, searched with a lower weight.
    public var description: String?
    public var icon: String?
    public var tags: [String]
    public var isSearchable: Bool

    /// An opaque group titled `title`; only its title and tags are searched.
    public init(
        _ title: String,
        id: String? = nil,
        icon: String? = nil,
        summary: String? = nil,
        description: String? = nil,
        tags: [String] = [],
        searchable: Bool = true
    ) {
        self.title = title
        self.idSegment = id
        self.summary = summary
        self.description = description
        self.icon = icon
        self.tags = tags
        self.isSearchable = searchable
    }

    /// The node this content stands for, with its ID derived from `parentID`.
    public func makeNodes(parentID: String?) -> [SettingsNode] {
        let id = SettingsID.child(parentID, idSegment ?? SettingsID.slug(title))
        return [
            SettingsNode(
                kind: .custom, id: id, title: title, summary: summary, description: description, icon: icon, tags: tags,
                isSearchable: isSearchable)
        ]
    }
}
