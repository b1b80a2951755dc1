import Foundation

// `_PrefsRuntime` is declared in Coding (Coding/PrefsRuntimeNamespace.swift), the lowest folder that adds to it.
extension _PrefsRuntime {
    public typealias Schema = PrefsSchema
    public typealias AnyStorage = AnyPrefsStorage
    public typealias Mode = PrefsStorageMode
    public typealias Defaulted<Value: Sendable> = DefaultedPref<Value>
    public typealias Optional<Value: Sendable> = OptionalPref<Value>
    public typealias ValueChange = PrefsValueChange
    public typealias Change = PrefsChange

    /// The keys a storage batch changed, as `_$prefsStorageDidChange` asks about them: a linear search for the usual
    /// batch of one or a few changes (no allocation), a set for large ones (imports, reloads).
    public struct ChangedKeys: Sendable {
        @usableFromInline let changes: [PrefsValueChange]
        @usableFromInline let keys: Set<String>?

        @inlinable
        public init(_ changes: [PrefsValueChange]) {
            self.changes = changes
            keys = changes.count > 8 ? Set(changes.map(\.key)) : nil
        }

        @inlinable
        public func contains(_ key: String) -> Bool {
            if let keys { return keys.contains(key) }
            return changes.contains { $0.key == key }
        }
    }

    /// Runs `body` on the main actor: at once when already on the main thread, else as soon as the main actor is free.
    public static func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated(body)
        } else {
            Task { @MainActor in body() }
        }
    }

    /// Runs `body` on the main actor for `schema`: at once when the schema's own main-actor setter is writing or when
    /// already on the main thread, else as soon as the main actor is free.
    public static func onMainActor(of schema: AnyObject, _ body: @escaping @MainActor @Sendable () -> Void) {
        if State.isWriting(schema) || Thread.isMainThread {
            MainActor.assumeIsolated(body)
        } else {
            Task { @MainActor in body() }
        }
    }

    /// A `@Pref` setter: writes `value`, then tells the schema's observers, hooks and streams when the stored value
    /// changed. `notify` tells the property's Observation observers. Over a storage that takes writes directly the
    /// schema is told here, without the storage's change callback; over any other storage, through that callback.
    @inlinable
    public static func write<Value>(
        _ slot: Slot<Value>, _ value: Value?, to storage: some PrefsStorage, of schema: some Receiver,
        notify: () -> Void
    ) {
        let state = schema._$prefs
        switch state.writeRoute(of: schema) {
        case .batch:
            // A preference has legacy keys: the storage's callback, which the batch reaches, also tells those whose
            // legacy key this write changes.
            slot.write(value, to: storage)
        case .sharedKeys:
            // Another property reads this key too: the schema's callback tells each of them.
            if let change = slot.write(value, to: storage, skipping: state.observerToken) {
                schema._$prefsStorageDidChange([change])
            }
        case .direct:
            writeDirectly(slot, value, to: storage, state: state, of: schema, notify: notify)
        }
    }

    @inlinable
    static func writeDirectly<Value>(
        _ slot: Slot<Value>, _ value: Value?, to storage: some PrefsStorage, state: State, of schema: some Receiver,
        notify: () -> Void
    ) {
        if state.hasChangeListeners {
            if let change = slot.write(value, to: storage, skipping: state.observerToken) {
                notify()
                schema._$prefsPublish(change)
            }
        } else if slot.writeReportingChange(value, to: storage, skipping: state.observerToken) {
            notify()
        }
    }

    /// The value of a defaulted preference: the stored one, or the default.
    @inlinable
    public static func read<Value>(_ slot: Slot<Value>, _ storage: some PrefsStorage, _ mode: PrefsStorageMode)
        -> Value
    {
        if let value = slot.read(from: storage, mode: mode) { return value }
        guard let defaultValue = slot.defaultValue else {
            preconditionFailure("defaulted preference '\(slot.key)' has no default value")
        }
        return defaultValue
    }
}
