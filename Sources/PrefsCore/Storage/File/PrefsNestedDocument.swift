/// The members of a document read and written as paths (``PrefsFileKeys/nestedPaths``): nested objects flattened
/// into a value for each path, and path values nested back into top-level members.
enum PrefsNestedDocument {
    /// A value for the path of every member that is not a non-empty object, at any depth: `{"a": {"b": 1}}` gives
    /// `["a.b": 1]`; member names with `.` or `\` are escaped.
    static func flatten(_ members: [String: PrefsValue]) -> [String: PrefsValue] {
        var paths: [String: PrefsValue] = [:]
        paths.reserveCapacity(members.count)
        for (name, value) in members { add(value, at: PrefsKeyPath.escape(name), to: &paths) }
        return paths
    }

    /// `values`, whose keys are paths already, with each non-empty dictionary value spread into the paths below its
    /// key: `["a": ["b": 1], "c.d": 2]` gives `["a.b": 1, "c.d": 2]`.
    static func expand(_ values: [String: PrefsValue]) -> [String: PrefsValue] {
        var paths: [String: PrefsValue] = [:]
        paths.reserveCapacity(values.count)
        for (key, value) in values { add(value, at: key, to: &paths) }
        return paths
    }

    private static func add(_ value: PrefsValue, at path: String, to paths: inout [String: PrefsValue]) {
        guard case .dictionary(let members) = value, !members.isEmpty else {
            paths[path] = value
            return
        }
        for (name, member) in members { add(member, at: path + "." + PrefsKeyPath.escape(name), to: &paths) }
    }

    /// The top-level members holding `paths`, each value at its path.
    /// - Parameter touched: the paths being written, which a conflict's message names first.
    /// - Throws: ``PrefsFileError/Problem/unsupportedValue(key:reason:)`` naming the path when a value sits where
    ///   another path needs an object, or a non-empty dictionary is given as a value.
    static func nest(
        _ paths: [String: PrefsValue], touched: Set<String> = []
    ) throws(PrefsFileError.Problem) -> [String: PrefsValue] {
        var root = Node.object([:])
        var keys = Array(paths.keys)
        ExactKey.sort(&keys)
        for key in keys {
            let value = paths[key]!
            if case .dictionary(let members) = value, !members.isEmpty {
                throw .unsupportedValue(
                    key: key,
                    reason: "a dictionary value at a path would be read back as paths of its own (keys: .nestedPaths); "
                        + "declare each of its members as a preference with its own path")
            }
            let names = PrefsKeyPath(key: key).names
            if let conflict = root.insert(value, names: names[...], depth: 0) {
                throw problem(key: key, names: names, conflict: conflict, paths: paths, touched: touched)
            }
        }
        guard case .object(let members) = root else { return [:] }
        return members.mapValues(\.value)
    }

    /// The names of the top-level members `paths` lie in.
    static func topLevelNames(of paths: some Sequence<String>) -> Set<String> {
        Set(paths.map { PrefsKeyPath(key: $0).names[0] })
    }

    /// Where a path met a value that is in its way.
    enum Conflict {
        /// The value at the first `depth` names of the path is not an object.
        case valueOnTheWay(depth: Int, value: PrefsValue)
        /// The path is an object already, holding other paths.
        case objectInTheWay
    }

    private static func problem(
        key: String, names: [String], conflict: Conflict, paths: [String: PrefsValue], touched: Set<String>
    ) -> PrefsFileError.Problem {
        switch conflict {
        case .valueOnTheWay(let depth, let value):
            let parent = PrefsKeyPath(names: Array(names[..<depth])).key
            if touched.contains(parent) && !touched.contains(key) {
                return .unsupportedValue(
                    key: parent,
                    reason: "it is an object in the file, holding '\(key)', and \(value) is not an object; "
                        + "set the paths of its members instead")
            }
            return .unsupportedValue(
                key: key, reason: "'\(parent)' holds \(value), a value where this path needs an object")
        case .objectInTheWay:
            // The paths inside are spelt as the file's names are; `key` may escape a character that needs none.
            let prefix = PrefsKeyPath(names: names).key + "."
            let inside = paths.keys.filter { $0.hasPrefix(prefix) }.sorted().first ?? key
            return .unsupportedValue(
                key: key,
                reason: "it is an object in the file, holding '\(inside)', and \(paths[key]!) is not an object; "
                    + "set the paths of its members instead")
        }
    }

    /// A level of the document being nested.
    private enum Node {
        case value(PrefsValue)
        case object([String: Node])

        var value: PrefsValue {
            switch self {
            case .value(let value): value
            case .object(let members): .dictionary(members.mapValues(\.value))
            }
        }

        /// Puts `value` at `names`; the conflict when something is in the way.
        mutating func insert(_ value: PrefsValue, names: ArraySlice<String>, depth: Int) -> Conflict? {
            guard case .object(var members) = self else { return nil }
            let name = names.first!
            if names.count == 1 {
                if case .object = members[name] { return .objectInTheWay }
                members[name] = .value(value)
                self = .object(members)
                return nil
            }
            var child = members[name] ?? .object([:])
            if case .value(let existing) = child { return .valueOnTheWay(depth: depth + 1, value: existing) }
            self = .object([:])  // no second copy of `members` while the child changes
            let conflict = child.insert(value, names: names.dropFirst(), depth: depth + 1)
            members[name] = child
            self = .object(members)
            return conflict
        }
    }
}
