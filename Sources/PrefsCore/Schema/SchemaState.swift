import Foundation
public import Synchronization

extension _PrefsRuntime {
    /// Per-instance state `@PrefsSchema` adds to a schema: the subscription that forwards storage changes to the
    /// schema's observers, side-effect hooks and change streams, and the instance's table of preferences.
    ///
    /// The subscription is made on the schema's first use (a read, a write, a `$` handle, a review, a change
    /// stream): changes made to the storage by others before that are not reported. When the schema's storage is
    /// replaced, the next use subscribes to the new one and reports the preferences whose value differs.
    public final class State: Sendable {
        /// The storage the schema is subscribed to (its `ObjectIdentifier` bits), or 0 before the first use.
        @usableFromInline let attachedStorage = Atomic<UInt>(0)
        /// The token of the schema's observation of that storage (see ``PrefsStorageObservation``), so that its own
        /// writes can skip it.
        @usableFromInline let observationToken = Atomic<UInt64>(0)
        /// The ``WriteRoute`` of the instance's own writes (its raw value), or 0 before the table is made.
        @usableFromInline let writeRouteCache = Atomic<UInt8>(0)
        private let subscription = Mutex<Subscription?>(nil)
        private let table = Mutex<Table?>(nil)
        private let streams = Mutex<[UInt64: AsyncStream<PrefsChange>.Continuation]>([:])
        private let nextStreamID = Atomic<UInt64>(0)
        @usableFromInline let openStreams = Atomic<Int>(0)
        /// Set when the schema's `prefsDidChange` turned out to be the default one, which does nothing.
        @usableFromInline let hasDefaultChangeHook = Atomic<Bool>(false)
        /// Set when the schema turned out to have no `@OnPrefChange` methods.
        @usableFromInline let hasNoChangeHooks = Atomic<Bool>(false)

        private struct Subscription {
            let storage: any PrefsStorage
            let observation: PrefsStorageObservation
        }

        /// The instance's preferences in declaration order, and their positions by key (several when preferences
        /// share a key).
        package struct Table {
            package let slots: [AnySlot]
            let positions: [String: [Int]]
            /// Whether any preference has legacy keys.
            var hasLegacyKeys = false
        }

        public init() {}

        // MARK: Subscription

        /// Returns `storage`, first subscribing `schema` to its changes if it is not subscribed to this storage.
        @inlinable @inline(__always)
        public func attach<Storage: PrefsStorage>(_ storage: Storage, to schema: AnyObject) -> Storage {
            if attachedStorage.load(ordering: .acquiring) != UInt(bitPattern: ObjectIdentifier(storage)) {
                subscribe(schema, to: storage)
            }
            return storage
        }

        @usableFromInline
        func subscribe(_ schema: AnyObject, to storage: some PrefsStorage) {
            // Every `@PrefsSchema` class is a receiver; the conformance is looked up here, once per storage, rather
            // than required of callers, so that generic code over a `@MainActor` schema (whose `PrefsSchema`
            // conformance is isolated) can attach it too.
            guard let receiver = schema as? any Receiver else { return }
            let identity = UInt(bitPattern: ObjectIdentifier(storage))
            // A layered storage learns the preferences' rules first, so that the values its environment and
            // arguments give are there from the schema's first read, not reported as changes.
            if storage.wantsKeyRules {
                storage.adoptKeyRules(PrefsKeyRule.rules(of: table(of: receiver).slots))
            }
            let outcome = subscription.withLock { subscription -> Attachment in
                guard attachedStorage.load(ordering: .acquiring) != identity else { return .alreadyAttached }
                let previous = subscription?.storage
                // Only a schema with legacy keys needs more than the schema in its callback. A weak reference to an
                // object moves its reference counts to a side table, which makes every retain and release of it
                // slower (30 ns on a write): the storage, which owns the callback, is referenced unowned.
                let observation =
                    table(of: receiver).hasLegacyKeys
                    ? storage.observe { [weak receiver, weak self, unowned storage] changes in
                        guard let receiver else { return }
                        guard let self else { return receiver._$prefsStorageDidChange(changes) }
                        receiver._$prefsStorageDidChange(
                            table(of: receiver).addingLegacyChanges(to: changes, in: storage))
                    }
                    : storage.observe { [weak receiver] changes in receiver?._$prefsStorageDidChange(changes) }
                subscription = Subscription(storage: storage, observation: observation)
                observationToken.store(observation.token, ordering: .relaxed)
                attachedStorage.store(identity, ordering: .releasing)
                return previous.map(Attachment.replaced) ?? .first
            }
            let replaced: any PrefsStorage
            switch outcome {
            case .alreadyAttached: return
            case .first:
                reportInvalidDefaults(of: receiver, to: storage.issues)
                // A file read flat whose members are nested like the keys (or the reverse) is said once, here.
                storage.reportMismatchedKeys(declared: table(of: receiver).slots.map(\.key))
                return
            case .replaced(let previous): replaced = previous
            }
            // The schema's storage was replaced: what changed is what the two storages hold differently.
            let changes = self.table(of: receiver).slots.compactMap { slot -> PrefsValueChange? in
                let old = slot.storedValue(in: replaced)
                let new = slot.storedValue(in: storage)
                return old == new ? nil : PrefsValueChange(key: slot.key, oldValue: old, newValue: new)
            }
            if !changes.isEmpty { receiver._$prefsStorageDidChange(changes) }
        }

        /// The token of the schema's observation of its storage.
        @inlinable
        public var observerToken: UInt64 { observationToken.load(ordering: .relaxed) }

        /// How a schema's setter writes (see `_PrefsRuntime.write`).
        @usableFromInline
        enum WriteRoute: UInt8 {
            /// The short path: the schema tells its own observers of its write.
            case direct = 1
            /// Two of the schema's preferences share a key (possible only when keys are computed): the short path,
            /// and the schema's storage callback for the change, so that both hear of it.
            case sharedKeys = 2
            /// A preference has legacy keys: a write through a batch, whose storage callback also tells the
            /// preferences whose legacy key changed.
            case batch = 3
        }

        @inlinable
        func writeRoute(of schema: some Receiver) -> WriteRoute {
            WriteRoute(rawValue: writeRouteCache.load(ordering: .relaxed)) ?? findWriteRoute(of: schema)
        }

        @usableFromInline
        func findWriteRoute(of schema: any Receiver) -> WriteRoute {
            let table = table(of: schema)
            let route: WriteRoute =
                table.hasLegacyKeys
                ? .batch : table.positions.values.contains { $0.count > 1 } ? .sharedKeys : .direct
            writeRouteCache.store(route.rawValue, ordering: .relaxed)
            return route
        }

        private enum Attachment {
            case alreadyAttached
            case first
            case replaced(any PrefsStorage)
        }

        /// Reports each default the preference's own constraint refuses. Literal defaults are checked by the compiler
        /// (`@Setting` diagnoses them); this catches computed ones, once per schema instance, on its first use.
        private func reportInvalidDefaults(of receiver: any Receiver, to issues: PrefsIssueHandler) {
            for slot in receiver._$prefsSlots where slot.constraint != nil {
                guard let constraint = slot.constraint, let value = slot.defaultForm,
                    let allowed = constraint.violation(of: value)
                else { continue }
                issues.report(.invalidDefault(key: slot.key, value: value, allowed: allowed), .readInvalidDefault)
            }
        }

        // MARK: Preferences

        /// The instance's preferences, gathered on first use.
        func table(of schema: any Receiver) -> Table {
            if let table = table.withLock({ $0 }) { return table }
            let slots = schema._$prefsSlots
            var positions: [String: [Int]] = [:]
            for (index, slot) in slots.enumerated() { positions[slot.key, default: []].append(index) }
            let made = Table(
                slots: slots, positions: positions, hasLegacyKeys: slots.contains { !$0.legacyKeys.isEmpty })
            return table.withLock { table in
                if let table { return table }
                table = made
                return made
            }
        }

        // MARK: Change listeners

        /// A stream of the schema's changes from now on, subscribing the schema to its storage first if needed.
        func makeStream(attachingTo storage: some PrefsStorage, of schema: AnyObject) -> AsyncStream<PrefsChange> {
            _ = attach(storage, to: schema)
            let id = nextStreamID.add(1, ordering: .relaxed).newValue
            let (stream, continuation) = AsyncStream.makeStream(of: PrefsChange.self)
            continuation.onTermination = { [weak self] _ in
                guard let self, streams.withLock({ $0.removeValue(forKey: id) }) != nil else { return }
                openStreams.subtract(1, ordering: .relaxed)
            }
            streams.withLock { $0[id] = continuation }
            openStreams.add(1, ordering: .relaxed)
            return stream
        }

        /// Whether anyone hears of changes: a `prefsDidChange` of the schema's own, an `@OnPrefChange` method, or an
        /// open stream. Until the defaults of both hooks have run once this is true, so the first change always
        /// reaches them.
        @inlinable var hasChangeListeners: Bool {
            !(hasDefaultChangeHook.load(ordering: .relaxed) && hasNoChangeHooks.load(ordering: .relaxed))
                || openStreams.load(ordering: .relaxed) > 0
        }

        func noteDefaultChangeHook() { hasDefaultChangeHook.store(true, ordering: .relaxed) }

        func noteNoChangeHooks() { hasNoChangeHooks.store(true, ordering: .relaxed) }

        /// Sends `changes` to every open stream.
        func publish(_ changes: [PrefsChange]) {
            let continuations = streams.withLock { $0.isEmpty ? [] : Array($0.values) }
            for continuation in continuations {
                for change in changes { continuation.yield(change) }
            }
        }

        deinit {
            for continuation in streams.withLock({ Array($0.values) }) { continuation.finish() }
        }

        // MARK: Main-actor writes

        /// Runs `body` as a write of `key` by `schema`'s own main-actor setter; ``isWriting(_:)`` is true for `schema`
        /// and ``keyBeingWritten(by:)`` is `key` meanwhile, on this thread only.
        ///
        /// A main-actor preference notifies its observers in its setter; the storage callback that follows on the
        /// same thread uses this to avoid notifying them twice, and knows it is on the main actor. The mark is
        /// thread-local, not task-local, so a task created meanwhile does not inherit it.
        public static func whileWriting<Result>(
            from schema: AnyObject, key: String, _ body: () throws -> Result
        ) rethrows -> Result {
            let previous = pthread_getspecific(WriteMark.slot)
            let mark = Unmanaged.passRetained(WriteMark(schema: ObjectIdentifier(schema), key: key))
            pthread_setspecific(WriteMark.slot, mark.toOpaque())
            defer {
                pthread_setspecific(WriteMark.slot, previous)
                mark.release()
            }
            return try body()
        }

        /// Whether `schema`'s own main-actor setter is writing on the current thread.
        public static func isWriting(_ schema: AnyObject) -> Bool {
            WriteMark.current?.schema == ObjectIdentifier(schema)
        }

        /// The key `schema`'s own main-actor setter is writing on the current thread, if any.
        public static func keyBeingWritten(by schema: AnyObject) -> String? {
            guard let mark = WriteMark.current, mark.schema == ObjectIdentifier(schema) else { return nil }
            return mark.key
        }
    }
}

/// The schema and key a main-actor setter is writing, kept per thread while it writes.
private final class WriteMark {
    let schema: ObjectIdentifier
    let key: String

    init(schema: ObjectIdentifier, key: String) {
        self.schema = schema
        self.key = key
    }

    /// The thread-specific slot that holds the current mark (created once, never deleted).
    package static let slot: pthread_key_t = {
        var slot = pthread_key_t()
        pthread_key_create(&slot, nil)
        return slot
    }()

    /// The mark of the write in progress on this thread.
    static var current: WriteMark? {
        pthread_getspecific(slot).map { Unmanaged<WriteMark>.fromOpaque($0).takeUnretainedValue() }
    }
}
