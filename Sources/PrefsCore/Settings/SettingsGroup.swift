/// A group of settings in the DSL: a titled node whose children are the content built inside it.
///
/// Groups nest to any depth. A group's ID is its parent's ID, a dot and the slug of its title, unless `id:` gives
/// the last segment explicitly (see ``SettingsID``). A group marked `searchable: false` hides itself *and everything
/// inside it* from search.
///
/// ```swift
/// SettingsGroup("Appearance", icon: "paintbrush", tags: ["look"], presentation: .navigation) {
///     SettingsItem(name: "fontSize", key: "ui.fontSize", type: .double, default: .double(14))
///     SettingsGroup("Advanced", presentation: .inline) {
///         SettingsItem(name: "subpixelAntialiasing", type: .bool, default: .bool(true))
///     }
/// }
/// ```
public struct SettingsGroup: SettingsContent {
    public var title: String
    /// The explicit last segment of the ID; `nil` uses the slug of the title.
    public var idSegment: String?
    public var summary: String?
    /// A longer explanation than the summary, searched with a lower weight.
    public var description: String?
    public var icon: String?
    public var tags: [String]
    public var presentation: SettingsPresentation
    public var isSearchable: Bool
    public var content: [any SettingsContent]

    /// A group titled `title` holding the content built in `content`; see the type for the ID rule.
    public init(
        _ title: String,
        id: String? = nil,
        icon: String? = nil,
        summary: String? = nil,
        description: String? = nil,
        tags: [String] = [],
        presentation: SettingsPresentation = .navigation,
        searchable: Bool = true,
        @SettingsBuilder content: () -> [any SettingsContent]
    ) {
        self.title = title
        self.idSegment = id
        self.summary = summary
        self.description = description
        self.icon = icon
        self.tags = tags
        self.presentation = presentation
        self.isSearchable = searchable
        self.content = content()
    }

    /// The node this content stands for, with its ID derived from `parentID`.
    public func makeNodes(parentID: String?) -> [SettingsNode] {
        let id = SettingsID.child(parentID, idSegment ?? SettingsID.slug(title))
        let node = SettingsNode(
            kind: .group, id: id, title: title, summary: summary, description: description, icon: icon, tags: tags,
            isSearchable: isSearchable, presentation: presentation,
            children: content.flatMap { $0.makeNodes(parentID: id) }
        )
        return [node]
    }
}
