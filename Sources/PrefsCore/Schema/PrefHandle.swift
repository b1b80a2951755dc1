/// A preference with a default, as an object: its key and default, whether it holds the default, and
/// operations that the property syntax cannot express. `@Pref` gives each preference one as `$name`.
///
/// ```swift
/// prefs.$launches.key          // "launches"
/// try prefs.$launches.update { $0 += 1 }   // atomic: concurrent updates are never lost
/// prefs.$launches.reset()      // removes the stored value; reads return the default again
/// ```
public struct DefaultedPref<Value: Sendable>: Sendable {
    @usableFromInline package let slot: _PrefsRuntime.Slot<Value>
    @usableFromInline let storage: any PrefsStorage
    @usableFromInline let mode: PrefsStorageMode
    private let defaultValue: Value

    /// Made by `@Pref` for the `$name` handle.
    public init(slot: _PrefsRuntime.Slot<Value>, storage: any PrefsStorage, mode: PrefsStorageMode) {
        guard let defaultValue = slot.defaultValue else {
            preconditionFailure("DefaultedPref made from '\(slot.key)', which has no default value")
        }
        self.slot = slot
        self.storage = storage
        self.mode = mode
        self.defaultValue = defaultValue
    }

    /// The storage key.
    public var key: String { slot.key }
    /// The value read when nothing is stored (evaluated once, when the schema was made).
    public var `default`: Value { defaultValue }
    /// The current value (not observed: read the property itself to observe it).
    public var value: Value { slot.read(from: storage, mode: mode) ?? defaultValue }
    /// Whether a value is stored for the key (even one equal to the default), or for one of its legacy keys.
    public var hasStoredValue: Bool { slot.storedValue(in: storage) != nil }
    /// Whether the preference currently holds its default value: nothing it accepts is stored, or what is stored
    /// equals the default.
    public var isDefault: Bool { slot.isDefault(stored: slot.storedValue(in: storage)) }

    /// Removes the stored value, so the preference reads its default.
    public func reset() { slot.write(nil, to: storage) }

    /// Reads, changes and writes back the value as one atomic step.
    /// - Throws: ``PrefsError/encodingFailed(key:value:)``, ``PrefsError/invalidValue(key:value:allowed:)`` or the
    ///   storage's error; nothing is written then.
    public func update(_ body: (inout Value) throws -> Void) throws {
        try storage.modify { transaction in
            var value = slot.value(in: transaction) ?? defaultValue
            try body(&value)
            try slot.stage(value, in: &transaction)
        }
    }
}

/// An optional preference, as an object: its key, whether it is set, and atomic updates.
/// `@Pref` gives each optional preference one as `$name`.
///
/// ```swift
/// prefs.$name.isDefault        // true until a name is stored
/// try prefs.$name.update { $0 = ($0 ?? "") + "!" }
/// ```
public struct OptionalPref<Value: Sendable>: Sendable {
    @usableFromInline package let slot: _PrefsRuntime.Slot<Value>
    @usableFromInline let storage: any PrefsStorage
    @usableFromInline let mode: PrefsStorageMode

    /// Made by `@Pref` for the `$name` handle.
    public init(slot: _PrefsRuntime.Slot<Value>, storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.slot = slot
        self.storage = storage
        self.mode = mode
    }

    /// The storage key.
    public var key: String { slot.key }
    /// The current value (not observed: read the property itself to observe it).
    public var value: Value? { slot.read(from: storage, mode: mode) }
    /// Whether a value is stored for the key, or for one of its legacy keys.
    public var hasStoredValue: Bool { slot.storedValue(in: storage) != nil }
    /// Whether the preference is unset (its default, `nil`): nothing it accepts is stored.
    public var isDefault: Bool { slot.isDefault(stored: slot.storedValue(in: storage)) }

    /// Removes the stored value.
    public func reset() { slot.write(nil, to: storage) }

    /// Reads, changes and writes back the value as one atomic step; setting `nil` removes it.
    /// - Throws: ``PrefsError/encodingFailed(key:value:)``, ``PrefsError/invalidValue(key:value:allowed:)`` or the
    ///   storage's error; nothing is written then.
    public func update(_ body: (inout Value?) throws -> Void) throws {
        try storage.modify { transaction in
            var value = slot.value(in: transaction)
            try body(&value)
            try slot.stage(value, in: &transaction)
        }
    }
}
