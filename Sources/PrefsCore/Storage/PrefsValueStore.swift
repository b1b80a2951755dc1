public import Synchronization

/// The thread-safe in-memory engine behind every built-in storage: values, batches, generation and observers.
///
/// A storage type owns one and forwards ``PrefsStorage``'s requirements to it. A storage that persists values
/// passes a `persist` closure to ``modify(persist:_:)``; it runs with the new values and may throw to refuse the
/// batch, in which case nothing changes in memory either, or return the values to keep instead (a file storage
/// returns the file's contents merged with the batch). ``exchangeValues(_:)`` replaces all values at once, for a
/// reload or a deferred write.
///
/// Two locks: readers take one only for the moment of a dictionary look-up, and writers serialize on another,
/// which they hold while they persist. A reader therefore never waits for a write to reach the disk: it sees the
/// old values until the write has been persisted and committed.
///
/// ```swift
/// final class MyStorage: PrefsStorage {
///     private let store = PrefsValueStore()
///     func storageValue(forKey key: String) -> PrefsValue? { store.value(forKey: key) }
///     // …
/// }
/// ```
public final class PrefsValueStore: Sendable {
    public typealias Observer = @Sendable ([PrefsValueChange]) -> Void
    @usableFromInline typealias ObserverEntry = (token: UInt64, observer: Observer)
    /// What ``modify(persist:_:)`` calls to persist a batch: the new values and the changes in, the values to keep
    /// (or `nil` for the new values as they are) out.
    public typealias Persist = ([String: PrefsValue], [PrefsValueChange]) throws -> [String: PrefsValue]?

    @usableFromInline
    struct State {
        @usableFromInline var values: [String: PrefsValue]
        var observers: [UInt64: Observer] = [:]
        /// `observers` as an array, so that a batch hands them out without copying.
        var observerList: [ObserverEntry] = []

        init(values: [String: PrefsValue]) {
            self.values = values
        }
    }

    /// The readers' lock: held only to read, or to install new values.
    @usableFromInline let state: Mutex<State>
    /// The writers' lock: batches and exchanges hold it from their snapshot of the values to their commit (file
    /// I/O included), so that they run one at a time without keeping readers waiting. It guards the writers' own
    /// copy of the values (`nil` until a persisting batch needs it, or after an exchange), which a batch edits in
    /// place and then applies, key by key, to the values readers see: no batch copies every value.
    let writers = Mutex<[String: PrefsValue]?>(nil)
    @usableFromInline let generationCounter: Atomic<UInt64>

    /// Where the next store's generations start: each store gets a range of 2³² of its own, so that a cache keyed by
    /// a storage's address and generation never takes a new storage at a freed one's address for the old.
    private static let generationBases = Atomic<UInt64>(0)
    /// Observer numbers, unique in the process (from 1: 0 is the token of an observation made elsewhere), so that a
    /// token meant for one store never skips another store's observer.
    private static let observerIDs = Atomic<UInt64>(0)

    /// Creates a store holding `values`.
    public init(values: [String: PrefsValue] = [:]) {
        state = Mutex(State(values: values))
        generationCounter = Atomic(Self.generationBases.add(1 << 32, ordering: .relaxed).newValue)
    }

    /// The stored value for `key`.
    @inlinable
    public func value(forKey key: String) -> PrefsValue? {
        state.withLock { $0.values[key] }
    }

    /// A snapshot of every value.
    public var values: [String: PrefsValue] {
        state.withLock { $0.values }
    }

    /// Changes whenever a batch changes a value.
    @inlinable
    public var generation: UInt64 { generationCounter.load(ordering: .acquiring) }

    /// Applies the changes `body` makes as one batch.
    ///
    /// - Parameter persist: called with the complete new values and the batch's changes when the batch changed
    ///   something, while other writers wait and readers still see the old values. It returns the values to keep (a file storage returns the file's values merged
    ///   with this batch, which may include other processes' changes), or `nil` to keep the new values as they are.
    ///   If it throws, the batch is rolled back. Observers hear of every key whose kept value differs from before.
    /// - Throws: what `body` or `persist` throws; nothing is changed then.
    @inlinable
    public func modify<Result>(
        persist: Persist? = nil, _ body: (inout PrefsStorageTransaction) throws -> Result
    ) throws -> Result {
        var result: Result?
        try applyBatch(persist: persist) { result = try body(&$0) }
        return result!  // `applyBatch` runs `body` exactly once, or throws.
    }

    /// ``modify(persist:_:)`` without its generic result, so that the batch logic is compiled once.
    ///
    /// A batch that persists holds the writer lock (which only writers take) throughout: it runs `body` and
    /// `persist` on the writers' copy of the values with the readers' lock released, so that a reader never waits
    /// for the disk, then applies the changed keys to the values readers see (a moment under the readers' lock).
    /// Readers see the old values until then; writers, serialized on the writer lock, never lose each other's keys.
    /// A batch that does not persist runs under both locks, in memory.
    @usableFromInline
    func applyBatch(persist: Persist?, _ body: (inout PrefsStorageTransaction) throws -> Void) throws {
        guard let persist else { return try applyInMemory(body) }
        let outcome = try writers.withLock { shadow -> Commit? in
            // The writers' copy of the values: edited in place, so that a batch does not copy every value.
            var transaction = PrefsStorageTransaction(values: shadow.take() ?? state.withLock { $0.values })
            do {
                try body(&transaction)
                guard transaction.hasChanges else {
                    shadow = transaction.finish()
                    return nil
                }
                var changes = transaction.changes
                guard !changes.isEmpty else {
                    // Keys changed and changed back: nothing to persist or report.
                    shadow = transaction.finish()
                    return nil
                }
                if let kept = try persist(transaction.values, changes) {
                    transaction.rollBack()
                    changes = Self.changes(from: transaction.finish(), to: kept)
                    shadow = kept
                } else {
                    shadow = transaction.finish()
                }
                return commit(changes)
            } catch {
                transaction.rollBack()
                shadow = transaction.finish()
                throw error
            }
        }
        outcome?.notify()
    }

    /// ``applyBatch(persist:_:)`` for a batch that does not persist: all in memory, under the readers' lock (and the
    /// writer lock, so that it does not land between another batch's snapshot and commit).
    private func applyInMemory(_ body: (inout PrefsStorageTransaction) throws -> Void) throws {
        let (changes, observers) = try writers.withLock { shadow in
            shadow = nil  // this batch changes the values behind the writers' copy
            return try state.withLock { state -> ([PrefsValueChange], [ObserverEntry]) in
                var transaction = PrefsStorageTransaction(values: state.values)
                state.values = Dictionary()  // hand the only reference to the transaction, so edits do not copy
                do {
                    try body(&transaction)
                    guard transaction.hasChanges else {
                        state.values = transaction.finish()
                        return ([], [])
                    }
                    guard !state.observerList.isEmpty else {
                        // Nobody needs the list of changes: skip building it.
                        state.values = transaction.finish()
                        bumpGeneration()
                        return ([], [])
                    }
                    let changes = transaction.changes
                    state.values = transaction.finish()
                    guard !changes.isEmpty else { return ([], []) }
                    bumpGeneration()
                    return (changes, state.observerList)
                } catch {
                    transaction.rollBack()
                    state.values = transaction.finish()
                    throw error
                }
            }
        }
        for entry in observers { entry.observer(changes) }
    }

    /// A committed batch: its changes and the observers to tell.
    struct Commit {
        let changes: [PrefsValueChange]
        let observers: [ObserverEntry]

        func notify() {
            for entry in observers { entry.observer(changes) }
        }
    }

    /// Applies `changes` to the values readers see (the writer lock held): a moment under the readers' lock.
    private func commit(_ changes: [PrefsValueChange]) -> Commit? {
        guard !changes.isEmpty else { return nil }
        let observers = state.withLock { state -> [ObserverEntry] in
            for change in changes { state.values[change.key] = change.newValue }
            bumpGeneration()
            return state.observerList
        }
        return Commit(changes: changes, observers: observers)
    }

    /// Sets one key (or removes it, for `nil`) outside a transaction, as a schema's setter does (for a store whose
    /// batches never persist: it takes only the readers' lock): observers other than
    /// the one registered with `token` hear of the change, and the caller tells its own.
    /// - Returns: the change, or `nil` when the key already held `value`.
    @usableFromInline
    func setValue(_ value: PrefsValue?, forKey key: String, skipping token: UInt64) -> PrefsValueChange? {
        var old: PrefsValue?
        guard setValue(value, forKey: key, skipping: token, oldValue: &old) else { return nil }
        return PrefsValueChange(key: key, oldValue: old, newValue: value)
    }

    /// ``setValue(_:forKey:skipping:)`` for a caller that needs no change record: whether the value changed, and
    /// the value it replaced in `oldValue`.
    @usableFromInline
    func setValue(
        _ value: PrefsValue?, forKey key: String, skipping token: UInt64, oldValue old: inout PrefsValue?
    ) -> Bool {
        var others: [ObserverEntry] = []
        let changed = state.withLock { state -> Bool in
            old =
                if let value { state.values.updateValue(value, forKey: key) } else {
                    state.values.removeValue(forKey: key)
                }
            guard old != value else { return false }
            bumpGeneration()
            // Usually the writing schema is the only observer: then the list is not even copied.
            if state.observerList.count != 1 || state.observerList[0].token != token { others = state.observerList }
            return true
        }
        guard changed, !others.isEmpty else { return changed }
        let changes = [PrefsValueChange(key: key, oldValue: old, newValue: value)]
        for entry in others where entry.token != token { entry.observer(changes) }
        return true
    }

    /// Advances ``generation``. Called with the lock held, which every writer of the counter holds: a plain store
    /// (no read-modify-write instruction) is enough, and readers, who take no lock, see it with release ordering.
    private func bumpGeneration() {
        generationCounter.store(generationCounter.load(ordering: .relaxed) &+ 1, ordering: .releasing)
    }

    /// Replaces all values at once with what `body` returns, computed from the current values; returning `nil`
    /// keeps them. Observers hear of the keys whose value changed.
    ///
    /// File storages use it to reload a file or to write pending changes, so that no other batch runs in between.
    /// `body` runs under the writer lock only: readers keep reading the current values meanwhile.
    /// - Throws: what `body` throws; nothing is changed then.
    public func exchangeValues(_ body: ([String: PrefsValue]) throws -> [String: PrefsValue]?) throws {
        let (changes, observers, replaced) = try writers.withLock {
            shadow -> ([PrefsValueChange], [ObserverEntry], [String: PrefsValue]) in
            let current = shadow.take() ?? state.withLock { $0.values }
            guard let newValues = try body(current) else {
                shadow = current
                return ([], [], [:])
            }
            let changes = Self.changes(from: current, to: newValues)
            shadow = nil  // the next batch starts from the values readers see
            var replaced = newValues
            let observers = state.withLock { state -> [ObserverEntry] in
                swap(&state.values, &replaced)
                guard !changes.isEmpty else { return [] }
                bumpGeneration()
                return state.observerList
            }
            return (changes, observers, replaced)
        }
        withExtendedLifetime(replaced) {}  // the old values are released here, outside the readers' lock
        for entry in observers { entry.observer(changes) }
    }

    /// Replaces the values with ones read from elsewhere (a file reloaded from disk, say), without persisting,
    /// and notifies observers of the keys whose value changed.
    public func replaceValues(with newValues: [String: PrefsValue]) {
        try? exchangeValues { _ in newValues }
    }

    /// The keys whose value differs between `old` and `new`, in key order.
    static func changes(from old: [String: PrefsValue], to new: [String: PrefsValue]) -> [PrefsValueChange] {
        var changes: [PrefsValueChange] = []
        for (key, value) in new where old[key] != value {
            changes.append(PrefsValueChange(key: key, oldValue: old[key], newValue: value))
        }
        for (key, value) in old where new[key] == nil {
            changes.append(PrefsValueChange(key: key, oldValue: value, newValue: nil))
        }
        return changes.sorted { $0.key < $1.key }
    }

    /// Registers `observer` to be called after each batch that changed something.
    public func observe(_ observer: @escaping Observer) -> PrefsStorageObservation {
        let id = Self.observerIDs.add(1, ordering: .relaxed).newValue
        state.withLock { state in
            state.observers[id] = observer
            state.observerList = state.observers.map { ($0.key, $0.value) }
        }
        return PrefsStorageObservation(token: id) { [weak self] in
            self?.state.withLock { state in
                state.observers[id] = nil
                state.observerList = state.observers.map { ($0.key, $0.value) }
            }
        }
    }
}
