/// What reading a preferences file gave: the values, and the members kept verbatim because they have no stored form
/// (each with the problem to report).
package struct PrefsFileContents: Sendable {
    /// A member kept as the file holds it, to be written back unchanged.
    package enum Member: Sendable, Equatable {
        /// The source text of a JSON value.
        case json(String)
        /// A property-list value, exactly as read.
        case propertyList(PropertyListValue)
    }

    package var values: [String: PrefsValue] = [:]
    /// Keyed by exact key: two keys that differ only in normalisation are two members.
    var preserved: [ExactKey: Member] = [:]
    /// One ``PrefsError/unrepresentableValue(key:reason:)`` per kept member.
    var problems: [PrefsError] = []

    mutating func preserve(_ key: String, _ member: Member, reason: String) {
        preserved[ExactKey(key)] = member
        problems.append(.unrepresentableValue(key: key, reason: reason))
    }

    /// Adds a JSON member read in file order: `value` when it has a stored form, else its source text (`text`).
    ///
    /// Of members with exactly the same key the last wins. Keys that differ only in Unicode normalisation cannot be
    /// kept apart by `[String: PrefsValue]`, and picking one would hide the other: all of them are kept as they are.
    mutating func add(_ key: String, _ value: PrefsValue?, text: () -> String) {
        if let existing = values.index(forKey: key) {
            let first = values.keys[existing]
            guard ExactKey.equal(first, key) else {
                let reason = "a key that differs from '\(first)' only in Unicode normalisation"
                let firstValue = values.remove(at: existing).value
                var writer = JSONWriter(layout: .file)
                writer.append(firstValue, indent: 1)
                preserve(first, .json(String(decoding: writer.output, as: UTF8.self)), reason: reason)
                preserve(key, .json(text()), reason: reason)
                return
            }
            values.remove(at: existing)
        } else if !preserved.isEmpty, preserved[ExactKey(key)] != nil {
            preserved[ExactKey(key)] = nil
            problems.removeAll { $0.key.map { ExactKey.equal($0, key) } ?? false }
        }
        if let value {
            values[key] = value
        } else {
            let source = text()
            preserve(key, .json(source), reason: PrefsJSONFile.reason(source))
        }
    }
}
