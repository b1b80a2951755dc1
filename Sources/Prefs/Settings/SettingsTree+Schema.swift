extension SettingsTree {
    /// Assembles the tree a schema declares: its groups (nested by path) and its preferences, in declaration order.
    ///
    /// Within a group, preferences come first, then subgroups. A group that a preference names but no
    /// `@SettingsGroup` declares is created with a title derived from its last path component. IDs are the group
    /// paths and `group.path.name` for preferences, so they are the same in every build and launch.
    public init(title: String, groups: [SettingsGroupDeclaration], prefs: [SettingsPrefDeclaration]) {
        var declared = groups
        for path in prefs.compactMap(\.group) + groups.map(\.path) {
            for ancestor in SettingsTree.ancestors(ofPath: path)
            where !declared.contains(where: { $0.path == ancestor }) {
                declared.append(SettingsGroupDeclaration(path: ancestor))
            }
        }
        func children(of parent: String?) -> [SettingsNode] {
            let ownPrefs = prefs.filter { $0.group == parent }.map { pref in
                var node = pref.node
                node.id = parent.map { "\($0).\(pref.name)" } ?? pref.name
                return node
            }
            let subgroups = declared.filter { SettingsTree.parent(ofPath: $0.path) == parent }.map { group in
                SettingsNode(
                    kind: .group, id: group.path,
                    title: group.title
                        ?? SettingsTitle.derive(fromPropertyName: SettingsTree.lastComponent(of: group.path)),
                    summary: group.summary, icon: group.icon, tags: group.tags, isSearchable: group.isSearchable,
                    presentation: group.presentation, children: children(of: group.path))
            }
            return ownPrefs + subgroups
        }
        self.init(title: title, children: children(of: nil))
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
