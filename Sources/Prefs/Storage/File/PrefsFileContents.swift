/// What reading a preferences file gave: the values, and the members kept verbatim because they have no stored form
/// (each with the problem to report).
struct PrefsFileContents: Sendable {
    /// A member kept as the file holds it, to be written back unchanged.
    enum Member: Sendable, Equatable {
        /// The source text of a JSON value.
        case json(String)
    }

    var values: [String: PrefsValue] = [:]
    /// Keyed by exact key: two keys that differ only in normalisation are two members.
    var preserved: [ExactKey: Member] = [:]
    /// One ``PrefsError/unrepresentableValue(key:reason:)`` per kept member.
    var problems: [PrefsError] = []

    mutating func preserve(_ key: String, _ member: Member, reason: String) {
        preserved[ExactKey(key)] = member
        problems.append(.unrepresentableValue(key: key, reason: reason))
    }
}
