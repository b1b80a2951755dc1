import Synchronization

/// A class whose preferences are declared with `@Pref`; `@PrefsSchema` adds this conformance.
///
/// A schema is `Observable` (reading a preference registers access, assigning notifies observers) and `Sendable`
/// (its storage and caches are protected, so one instance can be shared by every task and thread; the macro adds
/// that conformance separately, so that a `@MainActor` schema can conform to this protocol with isolation).
/// A `@MainActor` schema conforms with main-actor isolation: use its storage from the main actor.
///
/// ```swift
/// func describe(_ schema: some PrefsSchema) throws {
///     print(try schema.value(forKey: "launches") ?? "unset")
/// }
/// ```
public protocol PrefsSchema: AnyObject, Observable {
    /// The type of the schema's storage.
    associatedtype SchemaStorage: PrefsStorage
    /// Where the preferences are kept.
    var storage: SchemaStorage { get }
    /// How the preferences are read.
    var storageMode: PrefsStorageMode { get }
    /// Implementation detail of `@PrefsSchema`: the per-instance state.
    var _$prefs: _PrefsRuntime.State { get }
}

extension _PrefsRuntime {
    /// The part of a schema usable from any thread, even when the schema is `@MainActor`: its preferences, its
    /// per-instance state, and the entry point storage changes arrive through. `@PrefsSchema` adds this conformance.
    public protocol Receiver: AnyObject, Sendable {
        /// The schema type's preferences, in declaration order: one descriptor each, with no evaluated default.
        static var _$prefsDescription: Description { get }
        /// This instance's preferences, in declaration order.
        var _$prefsSlots: [AnySlot] { get }
        /// The per-instance state.
        var _$prefs: State { get }
        /// Tells observers that the preferences stored under the changed keys changed.
        func _$prefsStorageDidChange(_ changes: [PrefsValueChange])
        /// Called after every change to the schema's preferences (from any source), with what really changed, in
        /// declaration order. Implement it (as `nonisolated` in a `@MainActor` schema) for side effects; the default
        /// does nothing. It runs on the thread that made the change, after the storage's lock is released.
        func prefsDidChange(_ changes: [PrefsChange])
        /// Calls the schema's `@OnPrefChange` methods.
        func _$prefsRunChangeHooks(_ changes: [PrefsChange])
    }

    /// A schema type's preferences, in declaration order: the descriptor `@Pref` made once for the type, which
    /// evaluates no default (each instance's slot evaluates its own).
    public final class Description: Sendable {
        package let descriptors: [AnyDescriptor]

        public init(prefs: [AnyDescriptor]) {
            descriptors = prefs
        }

        private static let cache = Mutex<[ObjectIdentifier: Description]>([:])

        /// The description of `schema`, made by `make` the first time it is asked for: generic schema classes, which
        /// cannot have static stored properties, keep theirs here, one per specialisation.
        public static func cached(for schema: Any.Type, _ make: () -> Description) -> Description {
            let id = ObjectIdentifier(schema)
            if let description = cache.withLock({ $0[id] }) { return description }
            let made = make()
            return cache.withLock { cache in
                if let description = cache[id] { return description }
                cache[id] = made
                return made
            }
        }
    }
}

extension _PrefsRuntime.Receiver {
    /// Does nothing. Running it tells the schema that nobody implemented the hook, so that later changes are turned
    /// into ``PrefsChange``s only while a change stream is open.
    public func prefsDidChange(_ changes: [PrefsChange]) {
        _$prefs.noteDefaultChangeHook()
    }

    /// Does nothing: the schema has no `@OnPrefChange` methods. Running it tells the schema so (see
    /// ``prefsDidChange(_:)``).
    public func _$prefsRunChangeHooks(_ changes: [PrefsChange]) {
        _$prefs.noteNoChangeHooks()
    }

    /// ``_$prefsPublish(_:)-([PrefsValueChange])`` for one change, made into a list only when someone listens.
    @inlinable
    public func _$prefsPublish(_ storageChange: PrefsValueChange) {
        guard _$prefs.hasChangeListeners else { return }
        _$prefsPublish([storageChange])
    }

    /// Turns storage changes into ``PrefsChange``s for the side-effect hooks and the change streams.
    public func _$prefsPublish(_ storageChanges: [PrefsValueChange]) {
        guard _$prefs.hasChangeListeners else { return }
        let changes = _$prefs.table(of: self).changes(from: storageChanges)
        guard !changes.isEmpty else { return }
        prefsDidChange(changes)
        _$prefsRunChangeHooks(changes)
        _$prefs.publish(changes)
    }
}

extension _PrefsRuntime.State.Table {
    /// The changes `storageChanges` make to these preferences, in declaration order.
    func changes(from storageChanges: [PrefsValueChange]) -> [PrefsChange] {
        var found: [(position: Int, change: PrefsChange)] = []
        for storageChange in storageChanges {
            for position in positions[storageChange.key] ?? [] {
                guard let change = slots[position].change(from: storageChange.oldValue, to: storageChange.newValue)
                else { continue }
                found.append((position, change))
            }
        }
        if found.count > 1 { found.sort { $0.position < $1.position } }
        return found.map(\.change)
    }

    /// The preference with `key`.
    /// - Throws: ``PrefsError/unknownKey(_:)``.
    package func slot(forKey key: String) throws(PrefsError) -> _PrefsRuntime.AnySlot {
        guard let position = positions[key]?.first else { throw .unknownKey(key) }
        return slots[position]
    }
}
