/// A group a schema declares with `@SettingsGroup`, as the macro records it.
public struct SettingsGroupDeclaration: Sendable, Hashable {
    /// The group's path: its parent's path, a dot, and its own name (`appearance.text`).
    public var path: String
    public var title: String?
    public var summary: String?
    public var icon: String?
    public var tags: [String]
    public var presentation: SettingsPresentation
    public var isSearchable: Bool

    public init(
        path: String, title: String? = nil, summary: String? = nil, icon: String? = nil, tags: [String] = [],
        presentation: SettingsPresentation = .navigation, searchable: Bool = true
    ) {
        self.path = path
        self.title = title
        self.summary = summary
        self.icon = icon
        self.tags = tags
        self.presentation = presentation
        self.isSearchable = searchable
    }
}

/// A preference as the schema macro records it: its property name, group, and the node it becomes.
public struct SettingsPrefDeclaration: Sendable, Hashable {
    /// The property name, the last component of the node's ID.
    public var name: String
    /// The path of the group the preference belongs to; `nil` for the top level.
    public var group: String?
    /// The node, with its ID still to be derived from the group path.
    public var node: SettingsNode

    /// Records a preference declared with `@Pref` and `@Setting`. Options are given as typed values and stored
    /// in their encoded form; an option the preference's coding cannot store is left out.
    public init<Value>(
        slot: PrefSlot<Value>,
        name: String,
        title: String? = nil,
        summary: String? = nil,
        group: String? = nil,
        icon: String? = nil,
        tags: [String] = [],
        searchable: Bool = true,
        range: ClosedRange<Double>? = nil,
        step: Double? = nil,
        options: KeyValuePairs<Value, String> = [:],
        requiresRestart: Bool = false,
        secret: Bool = false
    ) {
        self.name = name
        self.group = group
        let settingsRange: SettingsRange? =
            range == nil && step == nil
            ? nil : SettingsRange(min: range?.lowerBound, max: range?.upperBound, step: step)
        let info = SettingsPrefInfo(
            key: slot.key,
            type: slot.valueType,
            defaultValue: slot.defaultValue.flatMap(slot.encode),
            range: settingsRange,
            options: options.compactMap { value, label in
                slot.encode(value).map { SettingsOption(value: $0, label: label) }
            },
            requiresRestart: requiresRestart,
            isSecret: secret
        )
        node = SettingsNode(
            kind: .pref, id: name, title: title ?? SettingsTitle.derive(fromPropertyName: name), summary: summary,
            icon: icon, tags: tags, isSearchable: searchable, pref: info)
    }
}
