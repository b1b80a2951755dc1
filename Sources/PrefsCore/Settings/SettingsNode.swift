/// One node of a settings tree: a group of settings, a preference, or an opaque custom group.
///
/// Nodes are plain data: they describe settings (titles, summaries, tags, ranges, options) and never hold values.
/// A schema generates its tree from its declarations; the settings DSL builds or extends one by hand.
public struct SettingsNode: Sendable, Hashable, Identifiable {
    /// What a node is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A group of nodes.
        case group
        /// A preference.
        case pref
        /// A custom group whose content is opaque: searchable by title and tags only.
        case custom
    }

    /// What the node is.
    public var kind: Kind
    /// A stable identifier derived from the node's path (`appearance.fontSize`): the same across builds and launches.
    public var id: String
    /// The title shown to people.
    public var title: String
    /// A one-sentence description (the first paragraph of a preference's `///` doc comment), if any.
    public var summary: String?
    /// A longer explanation (the rest of the doc comment after its first paragraph), if any.
    ///
    /// Search reads it with a lower weight than the summary; custom groups are never searched by it.
    ///
    /// ```swift
    /// SettingsNode(
    ///     kind: .pref, id: "power.blankScreen", title: "Blank Screen", summary: "Turn the screen off when idle.",
    ///     description: "Counted from the last key press or pointer movement; 0 never blanks the screen.")
    /// ```
    public var description: String?
    /// An icon name (an SF Symbol name, say), if any.
    public var icon: String?
    /// Extra words search matches.
    public var tags: [String]
    /// Whether search may return this node.
    public var isSearchable: Bool
    /// How a group presents its children.
    public var presentation: SettingsPresentation
    /// The preference a `.pref` node stands for.
    public var pref: SettingsPrefInfo?
    /// The nodes inside a group.
    public var children: [SettingsNode]

    public init(
        kind: Kind,
        id: String,
        title: String,
        summary: String? = nil,
        description: String? = nil,
        icon: String? = nil,
        tags: [String] = [],
        isSearchable: Bool = true,
        presentation: SettingsPresentation = .navigation,
        pref: SettingsPrefInfo? = nil,
        children: [SettingsNode] = []
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.summary = summary
        self.description = description
        self.icon = icon
        self.tags = tags
        self.isSearchable = isSearchable
        self.presentation = presentation
        self.pref = pref
        self.children = children
    }
}

/// How a group shows its children: behind a navigation link, or inline as a section.
public enum SettingsPresentation: String, Sendable, Hashable, Codable {
    case navigation
    case inline
}

/// What a `.pref` node knows about its preference.
public struct SettingsPrefInfo: Sendable, Hashable {
    /// The storage key.
    public var key: String
    /// The kind of value: one per preference, whatever its coding stores (`bool` for a `Bool` kept as `"yes"`).
    public var type: PrefsValueType
    /// The kind of the stored form when it differs from ``type`` (`string` for a `Bool` kept as `"yes"`).
    public var storedType: PrefsValueType?
    /// The default, in the preference's value form; `nil` for an optional preference.
    public var defaultValue: PrefsValue?
    /// Allowed numeric range and step, if any.
    public var range: SettingsRange?
    /// The allowed values with their labels; empty when any value of the type is allowed.
    public var options: [PrefsAllowedValue]
    /// Whether a change takes effect only after the app restarts.
    public var requiresRestart: Bool
    /// Whether the value is sensitive (a token, a password) and is redacted when shown.
    public var isSecret: Bool

    public init(
        key: String,
        type: PrefsValueType,
        storedType: PrefsValueType? = nil,
        defaultValue: PrefsValue? = nil,
        range: SettingsRange? = nil,
        options: [PrefsAllowedValue] = [],
        requiresRestart: Bool = false,
        isSecret: Bool = false
    ) {
        self.key = key
        self.type = type
        self.storedType = storedType
        self.defaultValue = defaultValue
        self.range = range
        self.options = options
        self.requiresRestart = requiresRestart
        self.isSecret = isSecret
    }
}

/// An allowed numeric range, with an optional step counted from `min`.
public struct SettingsRange: Sendable, Hashable {
    public var min: Double?
    public var max: Double?
    public var step: Double?

    public init(min: Double? = nil, max: Double? = nil, step: Double? = nil) {
        self.min = min
        self.max = max
        self.step = step
    }
}

/// A whole settings tree: a title and the top-level nodes.
public struct SettingsTree: Sendable, Hashable {
    public var title: String
    public var children: [SettingsNode]

    public init(title: String, children: [SettingsNode]) {
        self.title = title
        self.children = children
    }
}
