import Foundation

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

/// A preference as the schema macro records it: its property name, group, the node it becomes, and how to check
/// a value for it.
public struct SettingsPrefDeclaration: Sendable {
    /// The property name, the last component of the node's ID.
    public var name: String
    /// The path of the group the preference belongs to; `nil` for the top level.
    public var group: String?
    /// The node, with its ID still to be derived from the group path.
    public var node: SettingsNode
    private let checkValue: @Sendable (PrefsValue) throws -> Void
    private let canonicalValue: @Sendable (PrefsValue) -> PrefsValue?
    let storedToJSON: @Sendable (PrefsValue) -> Data?
    let jsonToStored: @Sendable (Data) -> PrefsValue?

    /// The storage key.
    public var key: String { node.pref?.key ?? name }

    /// Records a preference declared with `@Pref` and `@Setting`; range, step and options come from the slot.
    public init<Value>(
        slot: PrefSlot<Value>,
        name: String,
        title: String? = nil,
        summary: String? = nil,
        group: String? = nil,
        icon: String? = nil,
        tags: [String] = [],
        searchable: Bool = true,
        requiresRestart: Bool = false,
        secret: Bool = false
    ) {
        self.name = name
        self.group = group
        let constraint = slot.constraint
        let range: SettingsRange? =
            constraint.map { $0.min == nil && $0.max == nil && $0.step == nil }
                ?? true ? nil : SettingsRange(min: constraint?.min, max: constraint?.max, step: constraint?.step)
        let info = SettingsPrefInfo(
            key: slot.key,
            type: slot.valueType,
            defaultValue: slot.defaultValue.flatMap(slot.encode),
            range: range,
            options: constraint?.allowed ?? [],
            requiresRestart: requiresRestart,
            isSecret: secret
        )
        node = SettingsNode(
            kind: .pref, id: name, title: title ?? SettingsTitle.derive(fromPropertyName: name), summary: summary,
            icon: icon, tags: tags, isSearchable: searchable, pref: info)
        checkValue = slot.check
        canonicalValue = { stored in slot.decode(stored).flatMap(slot.encode) }
        (storedToJSON, jsonToStored) = Self.jsonConversions(of: slot)
    }

    /// Checks a value in stored form: it must decode to the preference's type and satisfy its range, step or options.
    /// - Throws: ``PrefsError/typeMismatch(key:expected:found:)`` or ``PrefsError/invalidValue(key:value:allowed:)``.
    public func check(_ value: PrefsValue) throws { try checkValue(value) }

    /// `value` as the preference itself would store it: decoded to the preference's type and encoded again, or
    /// `nil` when it does not decode. `.int(14)` for a `Double` preference becomes `.double(14)`; a URL string
    /// becomes the URL's `absoluteString`.
    ///
    /// ```swift
    /// declaration.canonical(.int(14))   // .double(14) for `@Pref var fontSize: Double`
    /// ```
    public func canonical(_ value: PrefsValue) -> PrefsValue? { canonicalValue(value) }

    /// Whether the preference belongs to the group at `path` or to a group inside it.
    public func isInGroup(_ path: String) -> Bool {
        guard let group else { return false }
        return group == path || group.hasPrefix(path + ".")
    }
}
