/// A preference in the DSL: one setting bound to a storage key, with everything a settings screen shows about it.
///
/// Its ID is its group's ID, a dot and `name` (the property name), or `name` alone at the root. Its title is derived
/// from `name` unless given (`fontSize` → "Font Size", see ``SettingsTitle``), and its key defaults to `name`.
///
/// ```swift
/// SettingsItem(
///     name: "fontSize", key: "ui.fontSize", type: .double, default: .double(14),
///     summary: "Size of body text, in points.", range: SettingsRange(10...24, step: 1), tags: ["text"]
/// )
/// SettingsItem(
///     name: "theme", type: .string, default: .string("system"),
///     options: [PrefsAllowedValue(.string("light"), label: "Light"), PrefsAllowedValue(.string("dark"), label: "Dark")]
/// )
/// ```
public struct SettingsItem: SettingsContent {
    /// The property name: the last segment of the ID.
    public var name: String
    public var title: String
    public var summary: String?
    /// A longer explanation than the summary, searched with a lower weight.
    public var description: String?
    public var icon: String?
    public var tags: [String]
    public var isSearchable: Bool
    /// The key, type, default, range, options and flags of the preference.
    public var pref: SettingsPrefInfo

    /// A preference named `name` (the property name) stored under `key` (default: `name`), titled `title`
    /// (default: derived from `name`).
    public init(
        name: String,
        key: String? = nil,
        type: PrefsValueType,
        default defaultValue: PrefsValue? = nil,
        title: String? = nil,
        summary: String? = nil,
        description: String? = nil,
        icon: String? = nil,
        range: SettingsRange? = nil,
        options: [PrefsAllowedValue] = [],
        tags: [String] = [],
        requiresRestart: Bool = false,
        secret: Bool = false,
        searchable: Bool = true
    ) {
        self.name = name
        self.title = title ?? SettingsTitle.derive(fromPropertyName: name)
        self.summary = summary
        self.description = description
        self.icon = icon
        self.tags = tags
        self.isSearchable = searchable
        self.pref = SettingsPrefInfo(
            key: key ?? name, type: type, defaultValue: defaultValue, range: range, options: options,
            requiresRestart: requiresRestart, isSecret: secret)
    }

    /// The node this content stands for, with its ID derived from `parentID`.
    public func makeNodes(parentID: String?) -> [SettingsNode] {
        [
            SettingsNode(
                kind: .pref, id: SettingsID.child(parentID, name), title: title, summary: summary,
                description: description, icon: icon,
                tags: tags, isSearchable: isSearchable, pref: pref)
        ]
    }
}
