public import Synchronization

extension _PrefsRuntime {
    /// One preference of one schema instance: its descriptor (key, coding, constraint, flags), its default —
    /// evaluated once, when the slot is made — and its cached decoded value.
    ///
    /// `@Pref` generates a static function that makes the slot, and calls it once per schema instance; the schema
    /// type calls it once more for its settings tree. Every path — the typed property, `value(forKey:)`, change
    /// records, reviews, the command line — reads the default from the slot, so a default such as `Date()` is one
    /// value everywhere in an instance.
    ///
    /// The reading and writing paths are `@inlinable`, as is the initialiser that builds the coding closures: the
    /// code `@Pref` generates in your module is then specialised for the preference's type and the schema's storage
    /// type, so a read runs no generic metadata lookups (see Docs/Performance.md).
    public final class Slot<Value: Sendable>: AnySlot, @unchecked Sendable {
        /// The value read when nothing (or something unreadable) is stored; `nil` for an optional preference.
        public let defaultValue: Value?
        @usableFromInline let encodeValue: @Sendable (Value) -> PrefsValue?
        @usableFromInline let decodeValue: @Sendable (PrefsValue) -> Value?
        /// Whether the preference has a constraint (checked in value form, off the fast path).
        @usableFromInline let isConstrained: Bool
        /// Whether a write decodes what it stores, to refuse a value the coding cannot read back; not for codings
        /// that store every value exactly (the scalar types kept as they are).
        @usableFromInline let checksRoundTrip: Bool
        let valueForm: PrefValueForm<Value>
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

        /// A preference stored through `coding`, optionally limited to a range (with a step) or to a list of options
        /// (an option the coding cannot store is left out).
        @inlinable
        public convenience init<Coding: PrefsCodable>(
            name: String, key: String, legacyKeys: [String] = [], coding: Coding, default defaultValue: Value? = nil,
            range: ClosedRange<Double>? = nil, step: Double? = nil, options: KeyValuePairs<Value, String> = [:],
            title: String? = nil, requiresRestart: Bool = false, secret: Bool = false
        ) where Coding.Value == Value {
            self.init(
                name: name, key: key, legacyKeys: legacyKeys, coding: coding,
                encode: { coding.encode(prefsValue: $0)?.prefsValue },
                decode: { Coding.StorageValue(prefsValue: $0).flatMap(coding.decode(prefsValue:)) },
                default: defaultValue, range: range, step: step, options: options.map { ($0.key, $0.value) },
                title: title,
                requiresRestart: requiresRestart, secret: secret)
        }

        /// A preference whose type storage keeps as it is.
        @inlinable
        public convenience init(
            name: String, key: String, legacyKeys: [String] = [], default defaultValue: Value? = nil,
            range: ClosedRange<Double>? = nil, step: Double? = nil, options: KeyValuePairs<Value, String> = [:],
            title: String? = nil, requiresRestart: Bool = false, secret: Bool = false
        ) where Value: PrefsStorageValue {
            self.init(
                name: name, key: key, legacyKeys: legacyKeys, coding: StoredAsIs<Value>(), default: defaultValue,
                range: range, step: step,
                options: options, title: title, requiresRestart: requiresRestart, secret: secret)
        }

        /// A preference stored through an inline pair of closures (`@Pref(encode:decode:)`).
        @inlinable
        public convenience init<Stored: PrefsStorageValue>(
            name: String, key: String, legacyKeys: [String] = [],
            encode: @escaping @Sendable (Value) -> Stored?, decode: @escaping @Sendable (Stored) -> Value?,
            default defaultValue: Value? = nil,
            range: ClosedRange<Double>? = nil, step: Double? = nil, options: KeyValuePairs<Value, String> = [:],
            title: String? = nil, requiresRestart: Bool = false, secret: Bool = false
        ) {
            self.init(
                name: name, key: key, legacyKeys: legacyKeys, coding: ClosureCoding(encode: encode, decode: decode),
                default: defaultValue,
                range: range, step: step, options: options, title: title, requiresRestart: requiresRestart,
                secret: secret)
        }

        @usableFromInline
        init<Coding: PrefsCodable>(
            name: String, key: String, legacyKeys: [String], coding: Coding,
            encode: @escaping @Sendable (Value) -> PrefsValue?, decode: @escaping @Sendable (PrefsValue) -> Value?,
            default defaultValue: Value?, range: ClosedRange<Double>?, step: Double?, options: [(Value, String)],
            title: String?, requiresRestart: Bool, secret: Bool
        ) where Coding.Value == Value {
            let valueForm = PrefValueForm(coding: coding)
            let allowed = options.compactMap { value, label in
                valueForm.form(value).map { PrefsAllowedValue(value: $0, label: label) }
            }
            let constraint =
                range == nil && step == nil && allowed.isEmpty
                ? nil
                : PrefsValueConstraint(min: range?.lowerBound, max: range?.upperBound, step: step, allowed: allowed)
            self.defaultValue = defaultValue
            encodeValue = encode
            decodeValue = decode
            isConstrained = constraint != nil
            checksRoundTrip = !((Coding.self as? any PrefsRoundTripCoding.Type)?.storesEveryValueExactly ?? false)
            self.valueForm = valueForm
            cache = Mutex(Cache(storage: nil, generation: 0, value: nil))
            super.init(
                name: name, key: key, legacyKeys: legacyKeys, title: title, valueType: valueForm.type,
                storedType: PrefsValueType(storing: Coding.StorageValue.self), constraint: constraint,
                requiresRestart: requiresRestart, isSecret: secret, showsJSON: valueForm.showsJSON,
                defaultForm: defaultValue.flatMap(valueForm.form), defaultStored: defaultValue.flatMap(encode))
        }

        // MARK: Typed access

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

        /// Writes `value` (removing the key when `nil`). A value the coding cannot store, or that the constraint
        /// refuses, is not written: the stored value is kept and a ``PrefsIssue`` is reported.
        @inlinable
        public func write(_ value: Value?, to storage: some PrefsStorage) {
            do {
                try storage.modify { try stage(value, in: &$0) }
            } catch {
                storage.issues.report(PrefsIssue(PrefsError(writing: key, error), outcome: .keptStoredValue))
            }
        }

        /// Sets `value` in an open transaction.
        /// - Throws: ``PrefsError/encodingFailed(key:value:)`` when the coding cannot store `value`, or when what it
        ///   stores does not read back; ``PrefsError/invalidValue(key:value:allowed:)`` when the constraint refuses it.
        @inlinable
        public func stage(_ value: Value?, in transaction: inout PrefsStorageTransaction) throws {
            setStored(try stored(value), in: &transaction)
        }

        /// Writes `value` as a schema's setter does. To an in-memory storage (``DictionaryPrefsStorage``, plain or
        /// type-erased) the write takes a short path: every observer but the one registered with `token` (the
        /// schema's) hears of it, and the change is returned for the schema to tell its own observers. Any other
        /// storage is written through ``write(_:to:)``, which notifies every observer, and `nil` is returned. A
        /// refused value is reported as by ``write(_:to:)``, and `nil` returned.
        @inlinable
        public func write(_ value: Value?, to storage: some PrefsStorage, skipping token: UInt64) -> PrefsValueChange? {
            writeByShortPath(value, to: storage, otherwise: nil) { $0.setValue($1, forKey: key, skipping: token) }
        }

        /// ``write(_:to:skipping:)`` for a schema that needs no change record (nothing listens for its changes):
        /// whether the schema must tell its own observers.
        @inlinable
        public func writeReportingChange(_ value: Value?, to storage: some PrefsStorage, skipping token: UInt64) -> Bool
        {
            writeByShortPath(value, to: storage, otherwise: false) {
                $0.setValueReportingChange($1, forKey: key, skipping: token)
            }
        }

        /// Checks `value` and hands its stored form to `write` for an in-memory storage; writes any other storage
        /// through ``write(_:to:)`` and returns `otherwise`, as for a refused value.
        @inlinable
        func writeByShortPath<Result>(
            _ value: Value?, to storage: some PrefsStorage, otherwise: Result,
            _ write: (DictionaryPrefsStorage, PrefsValue?) -> Result
        ) -> Result {
            // Class casts, which the compiler resolves for a concrete storage type; a protocol cast would be a
            // conformance lookup on every write.
            // A schema with legacy keys never comes here: `_PrefsRuntime.write` sends its writes through a batch.
            guard let direct = storage as? DictionaryPrefsStorage ?? (storage as? AnyPrefsStorage)?.dictionaryBase
            else {
                self.write(value, to: storage)
                return otherwise
            }
            do {
                return write(direct, try stored(value))
            } catch {
                storage.issues.report(PrefsIssue(PrefsError(writing: key, error), outcome: .keptStoredValue))
                return otherwise
            }
        }

        /// The stored form of `value`, checked (`nil` for `nil`).
        /// - Throws: ``PrefsError/encodingFailed(key:value:)`` or ``PrefsError/invalidValue(key:value:allowed:)``.
        @inlinable
        func stored(_ value: Value?) throws -> PrefsValue? {
            guard let value else { return nil }
            guard let stored = encodeValue(value), !checksRoundTrip || decodeValue(stored) != nil else {
                throw PrefsError.encodingFailed(key: key, value: "\(value)")
            }
            if isConstrained { try checkConstraint(value) }
            return stored
        }

        /// The value in an open transaction (`nil` when absent or unreadable).
        @inlinable
        public func value(in transaction: borrowing PrefsStorageTransaction) -> Value? {
            storedValue(in: transaction).flatMap(decodeValue)
        }

        @inlinable
        func load(from storage: some PrefsStorage) -> Value? {
            guard let stored = storedValue(in: storage) else { return nil }
            guard let value = decodeValue(stored) else {
                storage.issues.report(PrefsIssue(typeMismatch(stored), outcome: .readDefault))
                return nil
            }
            if isConstrained, let error = constraintViolation(value) {
                storage.issues.report(PrefsIssue(error, outcome: .readDefault))
                return nil
            }
            return value
        }

        /// - Throws: ``PrefsError/invalidValue(key:value:allowed:)`` when the constraint refuses `value`.
        @usableFromInline
        func checkConstraint(_ value: Value) throws(PrefsError) {
            if let error = constraintViolation(value) { throw error }
        }

        @usableFromInline
        func constraintViolation(_ value: Value) -> PrefsError? {
            guard let constraint, let form = valueForm.form(value), let allowed = constraint.violation(of: form)
            else { return nil }
            return .invalidValue(key: key, value: form, allowed: allowed)
        }

        // MARK: Conversions

        package override func acceptedForm(ofStored stored: PrefsValue) -> PrefsValue? {
            guard let value = decodeValue(stored), constraintViolation(value) == nil else { return nil }
            return valueForm.showsJSON ? encodeValue(value) : valueForm.form(value)
        }

        package override func check(stored: PrefsValue) throws(PrefsError) {
            guard let value = decodeValue(stored) else { throw typeMismatch(stored) }
            try checkConstraint(value)
        }

        package override func stored(fromForm form: PrefsValue) throws(PrefsError) -> PrefsValue {
            guard let value = valueForm.value(form) ?? decodeValue(form) else {
                // A preference with options says which values it takes rather than that this one has the wrong type.
                if let allowed = constraint.flatMap({ $0.allowed.isEmpty ? nil : $0.violation(of: form) }) {
                    throw .invalidValue(key: key, value: form, allowed: allowed)
                }
                throw typeMismatch(form)
            }
            guard let stored = encodeValue(value), decodeValue(stored) != nil else {
                throw .encodingFailed(key: key, value: "\(value)")
            }
            try checkConstraint(value)
            return stored
        }

        override func json(ofForm form: PrefsValue) -> JSONValue {
            guard valueForm.showsJSON, let value = decodeValue(form), let json = CodableJSON.json(of: value) else {
                return .stored(form)
            }
            return json
        }

        override func form(fromValueJSON json: JSONValue) -> PrefsValue? {
            guard valueForm.showsJSON, let value = CodableJSON.value(json, as: Value.self) else { return nil }
            return encodeValue(value)
        }

        package override var typeName: String { PrefsTypeName.of(Value.self) }

        package override var expectedDescription: String {
            guard let form = ExpectedForm.of(Value.self) else { return typeName }
            return "\(typeName): \(form)"
        }
    }

    /// The coding behind `@Pref(encode:decode:)`: two closures. `PrefsKitCompatibility` names it `PrefsCoding`, as
    /// PrefsKit does.
    public struct ClosureCoding<Value, StorageValue: PrefsStorageValue>: PrefsCodable {
        @usableFromInline let encodeValue: @Sendable (Value) -> StorageValue?
        @usableFromInline let decodeValue: @Sendable (StorageValue) -> Value?

        /// A coding that stores a value as `encode` gives it and reads it back with `decode`.
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
}
