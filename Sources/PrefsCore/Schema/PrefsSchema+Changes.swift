extension PrefsSchema {
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
    ///
    /// ```swift
    /// for await change in prefs.changes(of: prefs.$launches) { print(change.oldValue, "→", change.newValue) }
    /// ```
    public func changes<Value>(of pref: DefaultedPref<Value>) -> AsyncStream<PrefValueChange<Value>> {
        let slot = pref.slot
        let defaultValue = pref.default
        return typedChanges(key: pref.key) { $0.flatMap(slot.decodeForm) ?? defaultValue }
    }

    /// The changes to one optional preference, as typed values.
    public func changes<Value>(of pref: OptionalPref<Value>) -> AsyncStream<PrefValueChange<Value?>> {
        let slot = pref.slot
        return typedChanges(key: pref.key) { $0.flatMap(slot.decodeForm) }
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

extension _PrefsRuntime.Slot {
    /// The value of a change record's value (in value form).
    func decodeForm(_ form: PrefsValue) -> Value? {
        typed.valueForm.showsJSON ? decode(form) : typed.valueForm.value(form)
    }
}
