extension SettingsTree {
    /// Every duplicate ID and duplicate preference key in the tree, in declaration order; empty for a valid tree.
    ///
    /// Each error's path is the JSON path of the later node (`children[1].children[0]`), and its message names the
    /// ID or key and the path of the node that had it first.
    ///
    /// ```swift
    /// for problem in tree.validationErrors() { print(problem) }
    /// // children[1].children[0]: duplicate id 'general.about' (first used at children[0].children[3])
    /// ```
    public func validationErrors() -> [SettingsTreeError] {
        var errors: [SettingsTreeError] = []
        var firstIDs: [String: String] = [:]
        var firstKeys: [String: String] = [:]
        func visit(_ nodes: [SettingsNode], prefix: String) {
            for (index, node) in nodes.enumerated() {
                let path = "\(prefix)children[\(index)]"
                if let first = firstIDs[node.id] {
                    errors.append(
                        SettingsTreeError(
                            reason: .duplicateID, path: path,
                            message: "duplicate id '\(node.id)' (first used at \(first))"))
                } else {
                    firstIDs[node.id] = path
                }
                if let key = node.pref?.key {
                    if let first = firstKeys[key] {
                        errors.append(
                            SettingsTreeError(
                                reason: .duplicateKey, path: path,
                                message: "duplicate key '\(key)' (first used at \(first))"))
                    } else {
                        firstKeys[key] = path
                    }
                }
                visit(node.children, prefix: path + ".")
            }
        }
        visit(children, prefix: "")
        return errors
    }

    /// Checks that every ID and every preference key in the tree is unique.
    ///
    /// ```swift
    /// try tree.validate()
    /// ```
    ///
    /// - Throws: the first of ``validationErrors()``: a ``SettingsTreeError`` with reason `.duplicateID` or
    ///   `.duplicateKey`.
    public func validate() throws(SettingsTreeError) {
        if let first = validationErrors().first { throw first }
    }
}
