/// What ``PrefsSchema/migrate(dryRun:)`` did, or would do: each value moved, dropped or converted, in order, and the
/// migrations newly recorded.
///
/// ```swift
/// let report = try prefs.migrate(dryRun: true)
/// for step in report.steps { print(step) }   // move 'fontSize' → 'ui.fontSize': 16.0
/// ```
public struct PrefsMigrationReport: Sendable, Hashable {
    /// What changes, in order: moves of renamed preferences first, then conversions in the order migrations are
    /// declared.
    public var steps: [PrefsMigrationStep] = []
    /// The ids of the migrations recorded as run by this migration (every pending one, whether or not it found a
    /// value to convert).
    public var recorded: [String] = []

    /// Whether nothing changes: no value, and no record.
    public var isEmpty: Bool { steps.isEmpty && recorded.isEmpty }
}

/// One change ``PrefsSchema/migrate(dryRun:)`` makes to a stored value.
///
/// ```swift
/// PrefsMigrationStep(kind: .move(from: "fontSize"), key: "ui.fontSize", oldValue: nil, newValue: .double(16))
/// ```
public struct PrefsMigrationStep: Sendable, Hashable, CustomStringConvertible {
    /// What happens to the value.
    public enum Kind: Sendable, Hashable {
        /// The value of the legacy key `from` moves to the preference's key.
        case move(from: String)
        /// The legacy key `legacyKey` is removed: the preference's key already holds a value, which wins.
        case drop(legacyKey: String)
        /// The migration with this id converts the value to its new stored form.
        case convert(migration: String)
    }

    public var kind: Kind
    /// The preference's key.
    public var key: String
    /// The stored value before: for a move, nothing (the key was absent); for a drop, the legacy key's value; for a
    /// conversion, the old stored form.
    public var oldValue: PrefsValue?
    /// The stored value after: for a move, the moved value; for a drop, nothing; for a conversion, the new form.
    public var newValue: PrefsValue?

    public init(kind: Kind, key: String, oldValue: PrefsValue?, newValue: PrefsValue?) {
        self.kind = kind
        self.key = key
        self.oldValue = oldValue
        self.newValue = newValue
    }

    public var description: String {
        switch kind {
        case .move(let from): "move '\(from)' → '\(key)': \(newValue.map { "\($0)" } ?? "nothing")"
        case .drop(let legacyKey): "drop '\(legacyKey)' (\(oldValue.map { "\($0)" } ?? "nothing")): '\(key)' is set"
        case .convert(let migration):
            "convert '\(key)' (\(migration)): \(oldValue.map { "\($0)" } ?? "nothing") → "
                + (newValue.map { "\($0)" } ?? "nothing")
        }
    }
}
