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
/// Staging a value equal to the current one (or staging the original again) leaves it out of ``changes``. Over a
/// ``LayeredPrefsStorage`` the current value is the user's layer's, or where that holds none, the defaults layer's.
public struct PrefsReview<Schema: PrefsSchema> {
    /// The schema under review.
    public let schema: Schema
    /// The staged stored values by key; `.some(nil)` stages a reset.
    private var staged: [String: PrefsValue?] = [:]
    private let table: _PrefsRuntime.State.Table

    /// Starts an empty review of `schema`.
    public init(_ schema: Schema) {
        self.schema = schema
        table = schema._$table
        _ = schema.attachedStorage
    }

    /// Stages `value` for the preference with `key`, given in its value form (as `value(forKey:)` gives it) or in
    /// its stored form.
    /// - Throws: ``PrefsError/unknownKey(_:)``, ``PrefsError/typeMismatch(key:expected:typeName:found:)`` or
    ///   ``PrefsError/invalidValue(key:value:allowed:)``; nothing is staged then.
    public mutating func stage(_ key: String, _ value: PrefsValue) throws {
        staged[key] = .some(try table.slot(forKey: key).stored(fromForm: value))
    }

    /// Stages a reset of the preference with `key`: its stored value will be removed.
    /// - Throws: ``PrefsError/unknownKey(_:)``.
    public mutating func stageReset(_ key: String) throws {
        _ = try table.slot(forKey: key)
        staged[key] = .some(nil)
    }

    /// Stages `value` for a preference with a default.
    /// - Throws: ``PrefsError/encodingFailed(key:value:)`` or a validation error; nothing is staged then.
    public mutating func stage<Value>(_ pref: DefaultedPref<Value>, _ value: Value) throws {
        var transaction = PrefsStorageTransaction(values: [:])
        try pref.slot.stage(value, in: &transaction)
        staged[pref.key] = .some(transaction[pref.key])
    }

    /// Stages `value` for an optional preference; `nil` stages its removal.
    /// - Throws: ``PrefsError/encodingFailed(key:value:)`` or a validation error; nothing is staged then.
    public mutating func stage<Value>(_ pref: OptionalPref<Value>, _ value: Value?) throws {
        guard let value else { return try stageReset(pref.key) }
        var transaction = PrefsStorageTransaction(values: [:])
        try pref.slot.stage(value, in: &transaction)
        staged[pref.key] = .some(transaction[pref.key])
    }

    /// Forgets what was staged for `key`.
    public mutating func unstage(_ key: String) { staged[key] = nil }

    /// What applying would change, in declaration order; staged values equal to the current ones are left out.
    ///
    /// Over a ``LayeredPrefsStorage`` these are changes to the user's layer, which a higher layer may override (see
    /// ``PrefsStorage/source(forKey:)``).
    public var changes: [PrefsChange] {
        table.slots.compactMap { slot in
            guard let new = staged[slot.key] else { return nil }
            return change(
                of: slot, from: schema.storage.writtenValue(forKey: slot.readKey(in: schema.storage)), to: new)
        }
    }

    /// The change that storing `new` over `stored` (the written layer's value) makes: to the value that layer gives,
    /// or, when it holds nothing, to the value the key reads through a defaults layer under it (see
    /// ``PrefsStorage/defaultsLayerValue(forKey:)``): storing the declared default over a defaults file's value changes
    /// what the preference reads.
    private func change(of slot: _PrefsRuntime.AnySlot, from stored: PrefsValue?, to new: PrefsValue?) -> PrefsChange? {
        if let change = slot.change(from: stored, to: new) { return change }
        guard stored == nil, new != nil, let fallback = schema.storage.defaultsLayerValue(forKey: slot.key) else {
            return nil
        }
        return slot.change(from: fallback, to: new)
    }

    /// Whether any staged change takes effect only after a restart.
    public var needsRestart: Bool { changes.contains { $0.requiresRestart } }

    /// Whether nothing would change.
    public var isEmpty: Bool { changes.isEmpty }

    /// Writes every staged change in one storage batch and empties the review.
    ///
    /// Values are compared with the storage's values inside the batch, so a change another task made meanwhile is
    /// neither overwritten needlessly nor reported as a change of ours.
    /// - Returns: what changed, in declaration order.
    /// - Throws: the storage's error; nothing is written then, and the review keeps its staged values.
    @discardableResult
    public mutating func apply() throws -> [PrefsChange] {
        let staged = self.staged
        let applied = try schema.attachedStorage.modify { transaction in
            table.slots.compactMap { slot -> PrefsChange? in
                guard let new = staged[slot.key] else { return nil }
                let change = change(of: slot, from: slot.storedValue(in: transaction), to: new)
                // A reset removes what is stored even when it equals the default, so a later default applies.
                if change != nil || new == nil { slot.setStored(new, in: &transaction) }
                return change
            }
        }
        self.staged = [:]
        return applied
    }

    /// Forgets every staged change; nothing is written.
    public mutating func discard() { staged = [:] }
}
