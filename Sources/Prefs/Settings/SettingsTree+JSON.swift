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
        let document = SettingsJSON.object([
            .init(key: "format", value: .string(Self.jsonFormat)),
            .init(key: "version", value: .number(String(Self.jsonVersion))),
            .init(key: "title", value: .string(title)),
            .init(key: "children", value: .array(children.map(Self.json(for:)))),
        ])
        return document.rendered() + "\n"
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
        self = try SettingsSchemaReader.tree(from: SettingsJSONParser.parse(Array(json)))
    }

    /// Reads a tree from a settings document given as text; see ``init(json:)``.
    ///
    /// - Throws: ``SettingsTreeError`` naming the problem and where it is.
    public init(jsonString: String) throws(SettingsTreeError) {
        self = try SettingsSchemaReader.tree(from: SettingsJSONParser.parse(Array(jsonString.utf8)))
    }

    private static func json(for node: SettingsNode) -> SettingsJSON {
        var members: [SettingsJSON.Member] = []
        func add(_ key: String, _ value: SettingsJSON?) {
            if let value { members.append(.init(key: key, value: value)) }
        }
        add("kind", .string(node.kind.rawValue))
        add("id", .string(node.id))
        add("key", node.pref.map { .string($0.key) })
        add("title", .string(node.title))
        add("summary", node.summary.map { .string($0) })
        add("description", node.description.map { .string($0) })
        add("icon", node.icon.map { .string($0) })
        if let pref = node.pref {
            add("type", .string(pref.type.rawValue))
            add("default", pref.defaultValue.map { SettingsValueCoding.json(for: $0) })
            add("range", pref.range.map(json(for:)))
            if !pref.options.isEmpty {
                add("options", .array(pref.options.map(json(for:))))
            }
        }
        add("tags", .array(node.tags.map { .string($0) }))
        if node.kind == .group { add("presentation", .string(node.presentation.rawValue)) }
        add("searchable", .bool(node.isSearchable))
        if let pref = node.pref {
            add("requiresRestart", .bool(pref.requiresRestart))
            add("secret", .bool(pref.isSecret))
        }
        if node.kind == .group { add("children", .array(node.children.map(json(for:)))) }
        return .object(members)
    }

    private static func json(for range: SettingsRange) -> SettingsJSON {
        var members: [SettingsJSON.Member] = []
        for (key, bound) in [("min", range.min), ("max", range.max), ("step", range.step)] {
            if let bound { members.append(.init(key: key, value: SettingsValueCoding.number(bound))) }
        }
        return .object(members)
    }

    private static func json(for option: SettingsOption) -> SettingsJSON {
        .object([
            .init(key: "value", value: SettingsValueCoding.json(for: option.value)),
            .init(key: "label", value: .string(option.label)),
        ])
    }
}
