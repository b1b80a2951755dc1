import Synchronization

extension PrefsSchema {
    /// The schema's preferences and groups as a settings tree, made once per schema type from its preferences'
    /// descriptors and the `@Setting` and `@SettingsGroup` attributes and doc comments.
    ///
    /// The type has no instance to take defaults from, so this tree evaluates each default once more, for the type:
    /// a default such as `Date()` shows the value of that evaluation. An instance's ``settingsTree-swift.property``
    /// shows the defaults that instance reads.
    ///
    /// ```swift
    /// EditorPrefs.settingsTree.node(withID: "appearance.fontSize")?.title   // "Font Size"
    /// ```
    public static var settingsTree: SettingsTree { SettingsTree.of(Self.self) }

    /// The schema's settings tree with this instance's defaults: the values its properties, `$` handles,
    /// `value(forKey:)` and the command line read when nothing is stored. Made at each call; no default is evaluated.
    ///
    /// ```swift
    /// prefs.settingsTree.node(withID: "firstSeen")?.pref?.defaultValue == .date(prefs.firstSeen)   // true
    /// ```
    public var settingsTree: SettingsTree {
        SettingsTree(
            prefs: _$table.slots.map { ($0.descriptor, $0.defaultForm) }, metadata: SettingsTree.metadata(of: Self.self)
        )
    }

    /// Removes the stored value of every preference in the group at `path` and the groups inside it, in one batch.
    ///
    /// ```swift
    /// try prefs.reset(group: "appearance")
    /// ```
    /// - Throws: the storage's error; nothing is removed then.
    public func reset(group path: String) throws {
        try reset(keys: SettingsTree.layout(of: Self.self).prefKeys(inGroup: path))
    }
}

extension SettingsTree {
    private static let cache = Mutex<[ObjectIdentifier: SettingsTree]>([:])

    /// The tree of the schema type `schema`, made the first time it is asked for.
    package static func of(_ schema: Any.Type) -> SettingsTree {
        let id = ObjectIdentifier(schema)
        if let tree = cache.withLock({ $0[id] }) { return tree }
        // The type has no instance: each default is evaluated once more, for the type's tree.
        let prefs = descriptors(of: schema).map { descriptor in (descriptor, descriptor.makeSlot().defaultForm) }
        let tree = SettingsTree(prefs: prefs, metadata: metadata(of: schema))
        return cache.withLock { cache in
            if let existing = cache[id] { return existing }
            cache[id] = tree
            return tree
        }
    }

    /// The groups and preferences of the schema type `schema`, without defaults (none is evaluated): for what needs
    /// only the tree's shape (the keys in a group, the group paths).
    package static func layout(of schema: Any.Type) -> SettingsTree {
        SettingsTree(prefs: descriptors(of: schema).map { ($0, nil) }, metadata: metadata(of: schema))
    }

    private static func descriptors(of schema: Any.Type) -> [_PrefsRuntime.AnyDescriptor] {
        guard let receiver = schema as? any _PrefsRuntime.Receiver.Type else { missingMacro(schema) }
        return receiver._$prefsDescription.descriptors
    }

    static func metadata(of schema: Any.Type) -> _PrefsRuntime.SettingsMetadata {
        guard let described = schema as? any _PrefsRuntime.SettingsDescribed.Type else { missingMacro(schema) }
        return described._$settingsMetadata
    }

    private static func missingMacro(_ schema: Any.Type) -> Never {
        preconditionFailure("\(schema) conforms to PrefsSchema without @PrefsSchema; apply the macro")
    }

    /// Assembles the tree a schema declares: its groups (nested by path) and its preferences, in declaration order.
    ///
    /// Within a group, preferences come first, then subgroups. A group that a preference names but no
    /// `@SettingsGroup` declares is created with a title derived from its last path component. IDs are the group
    /// paths and `group.path.name` for preferences, so they are the same in every build and launch.
    init(
        prefs: [(descriptor: _PrefsRuntime.AnyDescriptor, defaultForm: PrefsValue?)],
        metadata: _PrefsRuntime.SettingsMetadata
    ) {
        var groups = metadata.groups
        for path in prefs.compactMap(\.descriptor.group) + groups.map(\.path) {
            for ancestor in Self.ancestors(ofPath: path) where !groups.contains(where: { $0.path == ancestor }) {
                groups.append(.init(path: ancestor))
            }
        }
        func children(of parent: String?) -> [SettingsNode] {
            let ownPrefs = prefs.filter { $0.descriptor.group == parent }.map { pref in
                SettingsNode(descriptor: pref.descriptor, defaultForm: pref.defaultForm, parent: parent)
            }
            let subgroups = groups.filter { Self.parent(ofPath: $0.path) == parent }.map { group in
                SettingsNode(
                    kind: .group, id: group.path,
                    title: group.title ?? SettingsTitle.derive(fromPropertyName: Self.lastComponent(of: group.path)),
                    summary: group.text.summary, description: group.text.description, icon: group.text.icon,
                    tags: group.text.tags, isSearchable: group.text.isSearchable, presentation: group.presentation,
                    children: children(of: group.path))
            }
            return ownPrefs + subgroups
        }
        self.init(title: metadata.title, children: children(of: nil))
    }

    /// The keys of the preferences in the group at `path` and the groups inside it.
    package func prefKeys(inGroup path: String) -> [String] {
        var keys: [String] = []
        forEachNode { node, ancestors in
            guard let key = node.pref?.key, ancestors.contains(where: { $0.kind == .group && $0.id == path }) else {
                return
            }
            keys.append(key)
        }
        return keys
    }

    /// `a.b.c` → `["a", "a.b", "a.b.c"]`.
    static func ancestors(ofPath path: String) -> [String] {
        let parts = path.split(separator: ".")
        return parts.indices.map { parts[...$0].joined(separator: ".") }
    }

    static func parent(ofPath path: String) -> String? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return String(path[..<dot])
    }

    static func lastComponent(of path: String) -> String {
        path.split(separator: ".").last.map(String.init) ?? path
    }
}

extension SettingsNode {
    /// The node of a schema's preference: everything from its descriptor, but the default, which is an instance's
    /// (or, in a tree's shape, none).
    init(descriptor pref: _PrefsRuntime.AnyDescriptor, defaultForm: PrefsValue?, parent: String?) {
        let constraint = pref.constraint
        let hasRange = constraint.map { $0.min != nil || $0.max != nil || $0.step != nil } ?? false
        let info = SettingsPrefInfo(
            key: pref.key, type: pref.valueType, storedType: pref.storedType == pref.valueType ? nil : pref.storedType,
            defaultValue: defaultForm,
            range: hasRange ? SettingsRange(min: constraint?.min, max: constraint?.max, step: constraint?.step) : nil,
            options: constraint?.allowed ?? [], requiresRestart: pref.requiresRestart, isSecret: pref.isSecret)
        self.init(
            kind: .pref, id: SettingsID.child(parent, pref.name), title: pref.title,
            summary: pref.presentation.summary, description: pref.presentation.description,
            icon: pref.presentation.icon, tags: pref.presentation.tags, isSearchable: pref.presentation.isSearchable,
            pref: info)
    }
}
