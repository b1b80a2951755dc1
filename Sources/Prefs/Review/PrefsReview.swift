/// A set of staged changes to a schema's preferences, reviewed before they are applied all at once.
///
/// Stage values by key (as a settings screen or the command line has them) or through a preference's `$` handle;
/// each is validated when staged (type, range, step, options). ``changes`` lists what would change, in declaration
/// order; ``needsRestart`` says whether any of it takes effect only after a restart. ``apply()`` writes everything in
/// one storage batch — observers hear once per preference, and only about values that really changed — and
/// ``discard()`` forgets it all without writing anything.
///
/// ```swift
/// var review = PrefsReview(prefs)
/// try review.stage(prefs.$fontSize, 18)
/// try review.stage("theme", .string("dark"))
/// for change in review.changes { print(change.key, change.oldValue ?? "-", "→", change.newValue ?? "-") }
/// if review.needsRestart { print("restart to apply") }
/// try review.apply()
/// ```
///
/// Staging a value equal to the current one (or staging the original again) leaves it out of ``changes``.
public struct PrefsReview<Schema: PrefsSchema> {
    /// The schema under review.
    public let schema: Schema
    /// The staged stored values by key; `.some(nil)` stages a reset.
    private var staged: [String: PrefsValue?] = [:]
    private let declarations: [SettingsPrefDeclaration]

    /// Starts an empty review of `schema`.
    public init(_ schema: Schema) {
        self.schema = schema
        declarations = Schema.prefsDeclarations
        _ = schema._$prefs.attach(schema.storage, to: schema)
    }

    /// Stages `value` (in stored form) for the preference with `key`.
    /// - Throws: ``PrefsError/unknownKey(_:)``, ``PrefsError/typeMismatch(key:expected:found:)`` or
    ///   ``PrefsError/invalidValue(key:value:allowed:)``; nothing is staged then.
    public mutating func stage(_ key: String, _ value: PrefsValue) throws {
        try declaration(for: key).check(value)
        staged[key] = .some(value)
    }

    /// Stages a reset of the preference with `key`: its stored value will be removed.
    /// - Throws: ``PrefsError/unknownKey(_:)``.
    public mutating func stageReset(_ key: String) throws {
        _ = try declaration(for: key)
        staged[key] = .some(nil)
    }

    /// Stages `value` for a preference with a default.
    /// - Throws: ``PrefsError/encodingFailed(key:value:)`` or a validation error; nothing is staged then.
    public mutating func stage<Value>(_ pref: DefaultedPref<Value>, _ value: Value) throws {
        guard let stored = pref.slot.encode(value) else {
            throw PrefsError.encodingFailed(key: pref.key, value: "\(value)")
        }
        try stage(pref.key, stored)
    }

    /// Stages `value` for an optional preference; `nil` stages its removal.
    /// - Throws: ``PrefsError/encodingFailed(key:value:)`` or a validation error; nothing is staged then.
    public mutating func stage<Value>(_ pref: OptionalPref<Value>, _ value: Value?) throws {
        guard let value else { return try stageReset(pref.key) }
        guard let stored = pref.slot.encode(value) else {
            throw PrefsError.encodingFailed(key: pref.key, value: "\(value)")
        }
        try stage(pref.key, stored)
    }

    /// Forgets what was staged for `key`.
    public mutating func unstage(_ key: String) { staged[key] = nil }

    /// What applying would change, in declaration order; staged values equal to the current ones are left out.
    public var changes: [PrefsChange] {
        declarations.compactMap { declaration in
            guard let new = staged[declaration.key] else { return nil }
            return declaration.change(from: schema.storage.storageValue(forKey: declaration.key), to: new)
        }
    }

    /// Whether any staged change takes effect only after a restart.
    public var needsRestart: Bool { changes.contains { $0.requiresRestart } }

    /// Whether nothing would change.
    public var isEmpty: Bool { changes.isEmpty }

    /// Writes every staged change in one storage batch and empties the review.
    ///
    /// Values are checked again and compared with the storage's values inside the batch, so a change another
    /// task made meanwhile is neither overwritten needlessly nor reported as a change of ours.
    /// - Returns: what changed, in declaration order.
    /// - Throws: a validation error or the storage's error; nothing is written then, and the review keeps its
    ///   staged values.
    @discardableResult
    public mutating func apply() throws -> [PrefsChange] {
        let staged = self.staged
        let declarations = self.declarations
        let applied = try schema.storage.modify { transaction in
            try declarations.compactMap { declaration -> PrefsChange? in
                guard let new = staged[declaration.key] else { return nil }
                if let new { try declaration.check(new) }
                let change = declaration.change(from: transaction[declaration.key], to: new)
                // A reset removes what is stored even when it equals the default, so a later default applies.
                if change != nil || new == nil { transaction[declaration.key] = new }
                return change
            }
        }
        self.staged = [:]
        return applied
    }

    /// Forgets every staged change; nothing is written.
    public mutating func discard() { staged = [:] }

    private func declaration(for key: String) throws -> SettingsPrefDeclaration {
        guard let declaration = declarations.first(where: { $0.key == key }) else {
            throw PrefsError.unknownKey(key)
        }
        return declaration
    }
}
