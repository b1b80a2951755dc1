extension PrefsSchema {
    /// Starts a review of changes to this schema: ``PrefsReview``.
    public func review() -> PrefsReview<Self> { PrefsReview(self) }

    /// Removes the stored value of every preference, in one storage batch.
    /// - Throws: the storage's error; nothing is removed then.
    public func resetAll() throws {
        try reset(keys: Self.prefsDeclarations.map(\.key))
    }

    /// Removes the stored value of every preference in the group at `path` and the groups inside it.
    /// - Throws: the storage's error; nothing is removed then.
    public func reset(group path: String) throws {
        try reset(keys: Self.prefsDeclarations.filter { $0.isInGroup(path) }.map(\.key))
    }

    /// Removes the stored values of `keys`, in one storage batch.
    /// - Throws: ``PrefsError/unknownKey(_:)`` for a key no preference has, or the storage's error; nothing is
    ///   removed then.
    public func reset(keys: [String]) throws {
        let known = Set(Self.prefsDeclarations.map(\.key))
        if let unknown = keys.first(where: { !known.contains($0) }) { throw PrefsError.unknownKey(unknown) }
        try _$prefs.attach(storage, to: self).modify { transaction in
            for key in keys { transaction[key] = nil }
        }
    }

    /// Every change to this schema's preferences, however it was made (a property, `storage.setValue`, a review,
    /// an import, a file reload), as it happens. Each element is one preference's change.
    ///
    /// ```swift
    /// for await change in prefs.changes { print(change.key, "→", change.newValue ?? "nil") }
    /// ```
    public var changes: AsyncStream<PrefsChange> {
        _$prefs.makeStream(attachingTo: storage, of: self)
    }

    /// The changes to one preference, as typed values.
    public func changes<Value>(of pref: DefaultedPref<Value>) -> AsyncStream<PrefValueChange<Value>> {
        let slot = pref.slot
        let defaultValue = pref.default
        return typedChanges(key: pref.key) { $0.flatMap(slot.decode) ?? defaultValue }
    }

    /// The changes to one optional preference, as typed values.
    public func changes<Value>(of pref: OptionalPref<Value>) -> AsyncStream<PrefValueChange<Value?>> {
        let slot = pref.slot
        return typedChanges(key: pref.key) { $0.flatMap(slot.decode) }
    }

    private func typedChanges<Typed: Sendable>(
        key: String, decode: @escaping @Sendable (PrefsValue?) -> Typed
    ) -> AsyncStream<PrefValueChange<Typed>> {
        let all = changes
        return AsyncStream { continuation in
            let task = Task {
                for await change in all where change.key == key {
                    continuation.yield(
                        PrefValueChange(oldValue: decode(change.oldValue), newValue: decode(change.newValue)))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// One preference's change, as typed values.
public struct PrefValueChange<Value: Sendable>: Sendable {
    public let oldValue: Value
    public let newValue: Value

    public init(oldValue: Value, newValue: Value) {
        self.oldValue = oldValue
        self.newValue = newValue
    }
}

extension PrefValueChange: Equatable where Value: Equatable {}
