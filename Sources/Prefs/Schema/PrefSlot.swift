public import Synchronization

/// One preference of one schema instance: its key, default and coding, and its cached decoded value.
///
/// `@Pref` creates one per property; you reach it through the property's `$` handle.
///
/// The reading and writing paths are `@inlinable`, as is the initialiser that builds the coding closures: the code
/// `@Pref` generates in your module is then specialised for the preference's type and the schema's storage type, so
/// a read runs no generic metadata lookups (see Docs/Performance.md).
public final class PrefSlot<Value: Sendable>: Sendable {
    /// The storage key.
    public let key: String
    /// The value read when nothing (or something unreadable) is stored; `nil` for an optional preference.
    public let defaultValue: Value?
    /// The kind of value, as the settings tree names it.
    public let valueType: PrefsValueType
    /// What the preference accepts, from `@Setting(range:step:options:)`; `nil` when anything storable is allowed.
    public let constraint: PrefsValueConstraint?
    @usableFromInline let encodeValue: @Sendable (Value) -> PrefsValue?
    @usableFromInline let decodeValue: @Sendable (PrefsValue) -> Value?
    /// The last value read, with the storage object and the storage generation it was read at.
    @usableFromInline let cache: Mutex<Cache>

    @usableFromInline
    struct Cache {
        @usableFromInline var storage: ObjectIdentifier?
        @usableFromInline var generation: UInt64
        @usableFromInline var value: Value?

        @inlinable
        init(storage: ObjectIdentifier?, generation: UInt64, value: Value?) {
            self.storage = storage
            self.generation = generation
            self.value = value
        }
    }

    /// A preference stored through `coding`, optionally limited to a range (with a step) or to a list of options.
    /// An option the coding cannot store is left out.
    @inlinable
    public init<Coding: PrefsCodable>(
        key: String, coding: Coding, default defaultValue: Value? = nil,
        range: ClosedRange<Double>? = nil, step: Double? = nil, options: KeyValuePairs<Value, String> = [:]
    ) where Coding.Value == Value {
        self.key = key
        self.defaultValue = defaultValue
        valueType = Coding.valueType
        let allowed = options.compactMap { value, label in
            coding.encode(prefsValue: value).map { PrefsAllowedValue(value: $0.prefsValue, label: label) }
        }
        constraint =
            range == nil && step == nil && allowed.isEmpty
            ? nil : PrefsValueConstraint(min: range?.lowerBound, max: range?.upperBound, step: step, allowed: allowed)
        encodeValue = { coding.encode(prefsValue: $0)?.prefsValue }
        decodeValue = { Coding.StorageValue(prefsValue: $0).flatMap(coding.decode(prefsValue:)) }
        cache = Mutex(Cache(storage: nil, generation: 0, value: nil))
    }

    /// A preference whose type storage keeps as it is.
    @inlinable
    public convenience init(
        key: String, default defaultValue: Value? = nil,
        range: ClosedRange<Double>? = nil, step: Double? = nil, options: KeyValuePairs<Value, String> = [:]
    ) where Value: PrefsStorageValue {
        self.init(
            key: key, coding: AtomicPrefsCoding<Value>(), default: defaultValue, range: range, step: step,
            options: options)
    }

    /// A preference stored through an inline pair of closures (`@Pref(encode:decode:)`).
    @inlinable
    public convenience init<Stored: PrefsStorageValue>(
        key: String,
        encode: @escaping @Sendable (Value) -> Stored?,
        decode: @escaping @Sendable (Stored) -> Value?,
        default defaultValue: Value? = nil,
        range: ClosedRange<Double>? = nil, step: Double? = nil, options: KeyValuePairs<Value, String> = [:]
    ) {
        self.init(
            key: key, coding: ClosurePrefsCoding(encode: encode, decode: decode), default: defaultValue, range: range,
            step: step, options: options)
    }

    /// The stored form of `value`, or `nil` when the coding cannot store it.
    @inlinable
    public func encode(_ value: Value) -> PrefsValue? { encodeValue(value) }

    /// The value decoded from its stored form, or `nil` when it cannot be read.
    @inlinable
    public func decode(_ stored: PrefsValue) -> Value? { decodeValue(stored) }

    /// The current value: decoded from storage, or the cached copy when `mode` caches and storage has not
    /// changed since. A stored value that cannot be read, or that the constraint refuses, reads as `nil` (so the
    /// preference reads its default) and reports a ``PrefsIssue``.
    @inlinable
    public func read(from storage: some PrefsStorage, mode: PrefsStorageMode) -> Value? {
        guard mode == .cachedReadStorageWrite else { return load(from: storage) }
        let identity = ObjectIdentifier(storage)
        // Read before the value: a change that lands in between bumps the generation again, so the value cached
        // below is at least as new as `generation` says and the next read re-validates it.
        let generation = storage.generation
        let hit = cache.withLock { cache -> Value?? in
            cache.storage == identity && cache.generation == generation ? .some(cache.value) : .none
        }
        if let hit { return hit }
        let value = load(from: storage)
        cache.withLock { $0 = Cache(storage: identity, generation: generation, value: value) }
        return value
    }

    /// Writes `value` (removing the key when `nil`). A value the coding cannot store is refused: the stored value
    /// is kept and a ``PrefsIssue`` is reported.
    @inlinable
    public func write(_ value: Value?, to storage: some PrefsStorage) {
        do {
            try storage.modify { try stage(value, in: &$0) }
        } catch let error as PrefsError {
            switch error {
            case .encodingFailed(let key, let value): PrefsIssues.report(.encodingFailed(key: key, value: value))
            case .invalidValue(let key, let value, let allowed):
                PrefsIssues.report(.invalidValue(key: key, value: value, allowed: allowed))
            default: PrefsIssues.report(.writeFailed(key: key, reason: "\(error)"))
            }
        } catch {
            PrefsIssues.report(.writeFailed(key: key, reason: "\(error)"))
        }
    }

    /// Sets `value` in an open transaction.
    /// - Throws: ``PrefsError/encodingFailed(key:value:)`` when the coding cannot store `value`,
    ///   ``PrefsError/invalidValue(key:value:allowed:)`` when the constraint refuses it.
    @inlinable
    public func stage(_ value: Value?, in transaction: inout PrefsStorageTransaction) throws {
        guard let value else {
            transaction[key] = nil
            return
        }
        guard let stored = encodeValue(value) else {
            throw PrefsError.encodingFailed(key: key, value: "\(value)")
        }
        try check(stored)
        transaction[key] = stored
    }

    /// Checks a value in stored form: it must decode to this preference's type and satisfy its constraint.
    /// - Throws: ``PrefsError/typeMismatch(key:expected:found:)`` or ``PrefsError/invalidValue(key:value:allowed:)``.
    @inlinable
    public func check(_ stored: PrefsValue) throws {
        guard decodeValue(stored) != nil else {
            throw PrefsError.typeMismatch(key: key, expected: "\(Value.self)", found: stored)
        }
        if let allowed = constraint?.violation(of: stored) {
            throw PrefsError.invalidValue(key: key, value: stored, allowed: allowed)
        }
    }

    /// The value in an open transaction (`nil` when absent or unreadable).
    @inlinable
    public func value(in transaction: borrowing PrefsStorageTransaction) -> Value? {
        transaction[key].flatMap(decodeValue)
    }

    @inlinable
    func load(from storage: some PrefsStorage) -> Value? {
        guard let stored = storage.storageValue(forKey: key) else { return nil }
        guard let value = decodeValue(stored) else {
            PrefsIssues.report(.decodingFailed(key: key, expected: "\(Value.self)", found: stored))
            return nil
        }
        if let constraint, let allowed = constraint.violation(of: stored) {
            PrefsIssues.report(.storedValueNotAllowed(key: key, value: stored, allowed: allowed))
            return nil
        }
        return value
    }
}

/// The coding behind `@Pref(encode:decode:)`.
public struct ClosurePrefsCoding<Value, StorageValue: PrefsStorageValue>: PrefsCodable {
    @usableFromInline let encodeValue: @Sendable (Value) -> StorageValue?
    @usableFromInline let decodeValue: @Sendable (StorageValue) -> Value?

    @inlinable
    public init(
        encode: @escaping @Sendable (Value) -> StorageValue?,
        decode: @escaping @Sendable (StorageValue) -> Value?
    ) {
        encodeValue = encode
        decodeValue = decode
    }

    @inlinable public func encode(prefsValue: Value) -> StorageValue? { encodeValue(prefsValue) }
    @inlinable public func decode(prefsValue: StorageValue) -> Value? { decodeValue(prefsValue) }
}
