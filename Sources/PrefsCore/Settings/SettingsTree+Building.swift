extension SettingsTree {
    /// Builds a tree with the settings DSL.
    ///
    /// Top-level groups get their slug as ID (`appearance`), top-level items their name (`fontSize`).
    ///
    /// ```swift
    /// let tree = SettingsTree(title: "MyApp") {
    ///     SettingsGroup("Appearance", icon: "paintbrush", tags: ["look"]) {
    ///         SettingsItem(name: "fontSize", key: "ui.fontSize", type: .double, default: .double(14))
    ///     }
    ///     SettingsCustomGroup("Developer Tools", id: "tools", tags: ["debug"])
    /// }
    /// tree.children[0].children[0].id // "appearance.fontSize"
    /// ```
    public init(title: String, @SettingsBuilder content: () -> [any SettingsContent]) {
        self.init(title: title, children: content().flatMap { $0.makeNodes(parentID: nil) })
    }

    /// A copy of the tree with more content at the end of its top level.
    ///
    /// ```swift
    /// let extended = tree.appending { SettingsCustomGroup("About", icon: "info.circle") }
    /// ```
    public func appending(@SettingsBuilder _ content: () -> [any SettingsContent]) -> SettingsTree {
        var copy = self
        copy.children += content().flatMap { $0.makeNodes(parentID: nil) }
        return copy
    }

    /// A copy of the tree with more content at the end of the group whose ID is `groupID`; the new nodes' IDs are
    /// derived from that group's.
    ///
    /// ```swift
    /// let extended = try tree.inserting(intoGroup: "appearance") {
    ///     SettingsItem(name: "lineSpacing", type: .double, default: .double(1.2))
    /// }
    /// // adds "appearance.lineSpacing"
    /// ```
    ///
    /// - Throws: ``SettingsTreeError`` with reason `.groupNotFound` when no group has that ID.
    public func inserting(
        intoGroup groupID: String, @SettingsBuilder _ content: () -> [any SettingsContent]
    ) throws(SettingsTreeError) -> SettingsTree {
        let nodes = content().flatMap { $0.makeNodes(parentID: groupID) }
        var copy = self
        guard Self.insert(nodes, into: groupID, in: &copy.children) else {
            throw SettingsTreeError(
                reason: .groupNotFound, path: groupID,
                message: "no group with id '\(groupID)' in settings tree '\(title)'")
        }
        return copy
    }

    private static func insert(_ nodes: [SettingsNode], into groupID: String, in children: inout [SettingsNode]) -> Bool
    {
        for index in children.indices {
            if children[index].id == groupID, children[index].kind == .group {
                children[index].children += nodes
                return true
            }
            if insert(nodes, into: groupID, in: &children[index].children) { return true }
        }
        return false
    }

    /// The node with this ID, searched depth-first in declaration order.
    ///
    /// ```swift
    /// tree.node(withID: "appearance.fontSize")?.title // "Font Size"
    /// ```
    public func node(withID id: String) -> SettingsNode? {
        var found: SettingsNode?
        forEachNode { node, _ in
            if found == nil, node.id == id { found = node }
        }
        return found
    }

    /// Visits every node depth-first in declaration order (a group before its children), with the groups above it.
    ///
    /// ```swift
    /// tree.forEachNode { node, ancestors in print(ancestors.map(\.title), node.title) }
    /// ```
    public func forEachNode(_ body: (_ node: SettingsNode, _ ancestors: [SettingsNode]) -> Void) {
        var ancestors: [SettingsNode] = []
        func visit(_ nodes: [SettingsNode]) {
            for node in nodes {
                body(node, ancestors)
                if !node.children.isEmpty {
                    ancestors.append(node)
                    visit(node.children)
                    ancestors.removeLast()
                }
            }
        }
        visit(children)
    }

    /// The number of nodes in the tree, at every depth.
    public var nodeCount: Int {
        var count = 0
        forEachNode { _, _ in count += 1 }
        return count
    }
}
