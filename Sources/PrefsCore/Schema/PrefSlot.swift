public import Synchronization

extension _PrefsRuntime {
    /// One preference of one schema instance, seen without its value type: the type's descriptor of the preference
    /// and the default this instance evaluated (once, when the slot was made). Dynamic access, change records,
    /// reviews, the instance's settings tree and the command line read an instance's preferences through it; what
    /// does not depend on the default (key, flags, conversions) is the descriptor's.
    public class AnySlot: @unchecked Sendable {
        // `@unchecked`: every stored property is a `let` of a `Sendable` type; subclasses add only `Sendable` state.

        /// The schema type's description of the preference.
        package let descriptor: AnyDescriptor
        /// The storage key (the descriptor's, kept here for the read and write paths).
        public let key: String
        /// The descriptor's legacy keys, kept here for the read path.
        @usableFromInline package let legacyKeys: [String]
        /// The default, in value form and in stored form; `nil` for an optional preference.
        package let defaultForm: PrefsValue?
        let defaultStored: PrefsValue?

        init(descriptor: AnyDescriptor, defaultForm: PrefsValue?, defaultStored: PrefsValue?) {
            self.descriptor = descriptor
            key = descriptor.key
            legacyKeys = descriptor.legacyKeys
            self.defaultForm = defaultForm
            self.defaultStored = defaultStored
        }

        // MARK: The descriptor's

        /// The property name.
        package final var name: String { descriptor.name }
        /// The title people see.
        package final var title: String { descriptor.title }
        package final var valueType: PrefsValueType { descriptor.valueType }
        package final var storedType: PrefsValueType { descriptor.storedType }
        final var constraint: PrefsValueConstraint? { descriptor.constraint }
        package final var requiresRestart: Bool { descriptor.requiresRestart }
        package final var isSecret: Bool { descriptor.isSecret }
        /// The Swift type, as errors name it.
        package final var typeName: String { descriptor.typeName }
        /// What a stored value must be, as errors say it.
        package final var expectedDescription: String { descriptor.expectedDescription }

        /// The value form of a stored value, if the preference accepts it.
        package final func acceptedForm(ofStored stored: PrefsValue) -> PrefsValue? {
            descriptor.acceptedForm(ofStored: stored)
        }

        /// Checks a stored value (see ``AnyDescriptor/check(stored:)``).
        package final func check(stored: PrefsValue) throws(PrefsError) { try descriptor.check(stored: stored) }

        /// The stored form of a value given in value form (see ``AnyDescriptor/stored(fromForm:)``).
        package final func stored(fromForm form: PrefsValue) throws(PrefsError) -> PrefsValue {
            try descriptor.stored(fromForm: form)
        }

        // MARK: Derived

        /// The effective value of the preference when its key holds `stored`: the stored value's form when the
        /// preference accepts it, else the default (as a typed read gives).
        package final func effectiveForm(ofStored stored: PrefsValue?) -> PrefsValue? {
            stored.flatMap(acceptedForm(ofStored:)) ?? defaultForm
        }

        /// The change from `old` to `new` stored values, or `nil` when the effective value stays the same.
        final func change(from old: PrefsValue?, to new: PrefsValue?) -> PrefsChange? {
            let before = effectiveForm(ofStored: old)
            let after = effectiveForm(ofStored: new)
            guard before != after else { return nil }
            return PrefsChange(
                key: key, title: title, oldValue: before, newValue: after, requiresRestart: requiresRestart)
        }

        /// Whether `stored` (what the key holds) gives the default value.
        package final func isDefault(stored: PrefsValue?) -> Bool {
            effectiveForm(ofStored: stored) == defaultForm
        }
    }

    /// One preference of one schema instance: the schema type's ``Descriptor`` of it (key, coding, constraint,
    /// flags), its default — evaluated once, when the slot is made — and its cached decoded value.
    ///
    /// Each schema instance makes one slot per preference from the type's descriptor. Every path — the typed
    /// property, `value(forKey:)`, change records, reviews, the instance's settings tree, the command line — reads
    /// the default from the slot, so a default such as `Date()` is one value everywhere in an instance.
    ///
    /// The reading and writing paths are `@inlinable`: the code `@Pref` generates in your module is then specialised
    /// for the preference's type and the schema's storage type, so a read runs no generic metadata lookups (see
    /// Docs/Performance.md).
    public final class Slot<Value: Sendable>: AnySlot, @unchecked Sendable {
        /// The schema type's descriptor of the preference, typed.
        @usableFromInline let typed: Descriptor<Value>
        /// The value read when nothing (or something unreadable) is stored; `nil` for an optional preference.
        public let defaultValue: Value?
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

        /// The slot of `descriptor`'s preference for one schema instance: evaluates the default once.
        public init(_ descriptor: Descriptor<Value>) {
            let defaultValue = descriptor.makeDefault()
            typed = descriptor
            self.defaultValue = defaultValue
            cache = Mutex(Cache(storage: nil, generation: 0, value: nil))
            super.init(
                descriptor: descriptor, defaultForm: defaultValue.flatMap(descriptor.valueForm.form),
                defaultStored: defaultValue.flatMap(descriptor.encodeValue))
        }

        // MARK: Typed access

        /// The stored form of `value`, or `nil` when the coding cannot store it.
        @inlinable
        public func encode(_ value: Value) -> PrefsValue? { typed.encodeValue(value) }

        /// The value decoded from its stored form, or `nil` when it cannot be read.
        @inlinable
        public func decode(_ stored: PrefsValue) -> Value? { typed.decodeValue(stored) }

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
            setStored(try typed.stored(value), in: &transaction)
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
            _ write: (PrefsValueStore, PrefsValue?) -> Result
        ) -> Result {
            // A schema with legacy keys never comes here: `_PrefsRuntime.write` sends its writes through a batch.
            guard let direct = storage.inMemoryStore else {
                self.write(value, to: storage)
                return otherwise
            }
            do {
                return write(direct, try typed.stored(value))
            } catch {
                storage.issues.report(PrefsIssue(PrefsError(writing: key, error), outcome: .keptStoredValue))
                return otherwise
            }
        }

        /// The value in an open transaction (`nil` when absent or unreadable).
        @inlinable
        public func value(in transaction: borrowing PrefsStorageTransaction) -> Value? {
            storedValue(in: transaction).flatMap(typed.decodeValue)
        }

        @inlinable
        func load(from storage: some PrefsStorage) -> Value? {
            guard let stored = storedValue(in: storage) else { return nil }
            guard let value = typed.decodeValue(stored) else {
                storage.issues.report(PrefsIssue(typed.typeMismatch(stored), outcome: .readDefault))
                return nil
            }
            if typed.isConstrained, let error = typed.constraintViolation(value) {
                storage.issues.report(PrefsIssue(error, outcome: .readDefault))
                return nil
            }
            return value
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
