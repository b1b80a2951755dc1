public import Foundation

extension SettingsTree {
    /// The `format` field of a settings document.
    public static let jsonFormat = "prefs-schema"
    /// The `version` field of the settings documents this library writes and reads.
    public static let jsonVersion = 1

    /// The tree as a settings document (`{"format": "prefs-schema", "version": 1, …}`), pretty-printed.
    ///
    /// The output is deterministic: fields always appear in the same order (`kind`, `id`, `key`, `title`, `summary`,
    /// `description`, `icon`, `type`, `default`, `range`, `options`, `tags`, `presentation`, `searchable`,
    /// `requiresRestart`, `secret`, `children`), dictionaries in default values are sorted by key, and fields without
    /// a value (`summary`, `description`, `icon`, `default`, `range`, empty `options`) are left out. See Docs/SettingsTree.md.
    ///
    /// ```swift
    /// print(tree.jsonString())
    /// ```
    public func jsonString() -> String {
        let document = JSONValue.object([
            JSONMember("format", .string(Self.jsonFormat)),
            JSONMember("version", .number(String(Self.jsonVersion))),
            JSONMember("title", .string(title)),
            JSONMember("children", .array(children.map(Self.json(for:)))),
        ])
        return JSONWriter.text(of: document) + "\n"
    }

    /// The settings document as UTF-8 data; see ``jsonString()``.
    public func jsonData() -> Data {
        Data(jsonString().utf8)
    }

    /// Reads a tree from a settings document.
    ///
    /// Optional fields may be left out, unknown fields are ignored, and IDs and preference keys must be unique.
    ///
    /// ```swift
    /// let tree = try SettingsTree(json: Data(contentsOf: url))
    /// ```
    ///
    /// - Throws: ``SettingsTreeError`` naming the problem and where it is, for example
    ///   `children[2].range.min: expected a number, found "ten"` or `invalid JSON at line 3, column 7: …`.
    public init(json: Data) throws(SettingsTreeError) {
        self = try SettingsSchemaReader.tree(from: Array(json))
    }

    /// Reads a tree from a settings document given as text; see ``init(json:)``.
    ///
    /// - Throws: ``SettingsTreeError`` naming the problem and where it is.
    public init(jsonString: String) throws(SettingsTreeError) {
        self = try SettingsSchemaReader.tree(from: Array(jsonString.utf8))
    }

    private static func json(for node: SettingsNode) -> JSONValue {
        var members: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONMember(key, value)) }
        }
        add("kind", .string(node.kind.rawValue))
        add("id", .string(node.id))
        add("key", node.pref.map { .string($0.key) })
        add("title", .string(node.title))
        add("summary", node.summary.map(JSONValue.string))
        add("description", node.description.map(JSONValue.string))
        add("icon", node.icon.map(JSONValue.string))
        if let pref = node.pref {
            add("type", .string(pref.type.rawValue))
            add("storedType", pref.storedType.map { .string($0.rawValue) })
            add("default", pref.defaultValue.map(JSONValue.stored))
            add("range", pref.range.map { json(for: $0, type: pref.type) })
            if !pref.options.isEmpty {
                add("options", .array(pref.options.map(json(for:))))
            }
        }
        add("tags", .array(node.tags.map(JSONValue.string)))
        if node.kind == .group { add("presentation", .string(node.presentation.rawValue)) }
        add("searchable", .bool(node.isSearchable))
        if let pref = node.pref {
            add("requiresRestart", .bool(pref.requiresRestart))
            add("secret", .bool(pref.isSecret))
        }
        if node.kind == .group { add("children", .array(node.children.map(json(for:)))) }
        return .object(members)
    }

    /// A range's bounds as numbers of the preference's type: integers for an `int` preference, doubles otherwise.
    private static func json(for range: SettingsRange, type: PrefsValueType) -> JSONValue {
        var members: [JSONMember] = []
        for (key, bound) in [("min", range.min), ("max", range.max), ("step", range.step)] {
            guard let bound else { continue }
            let integer = type == .int ? Int(exactly: bound) : nil
            members.append(JSONMember(key, .stored(integer.map(PrefsValue.int) ?? .double(bound))))
        }
        return .object(members)
    }

    private static func json(for option: PrefsAllowedValue) -> JSONValue {
        .object([JSONMember("value", .stored(option.value)), JSONMember("label", .string(option.label))])
    }
}
