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
/// which they hold while they persist. A reader therefore never waits for a write to reach the disk, nor for a
/// batch's body: it sees the old values until the batch has been persisted and committed. A batch that does not
/// persist (an in-memory storage's) records what its body assigns and writes each key once, when it commits; a
/// schema's plain write to an in-memory storage takes only the readers' lock, unless another thread's batch is
/// running, which it then waits for (so that the batch does not commit over it).
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
    /// copy of the values, which a persisting batch edits in place and then applies, key by key, to the values
    /// readers see: no batch copies every value. (A batch that does not persist needs no copy.)
    let writers = Mutex<WriterCopy>(WriterCopy())
    /// The thread holding ``writers`` (0 when none): a batch that this thread starts from inside a batch (a `modify`
    /// body, an `update` closure, a write an observer of a nested batch makes) runs nested instead of waiting for the
    /// lock it holds itself (see ``withWriterLock(_:)``); a plain write from another thread waits for that batch
    /// (see ``setValue(_:forKey:skipping:oldValue:)``).
    @usableFromInline let writerThread = Atomic<UInt>(0)
    /// Batches committed nested inside the running one, whose observers are told when the outermost batch has
    /// released the writer lock. Only the thread holding ``writers`` touches it.
    let nestedCommits = Mutex<[Commit]>([])
    /// How many commits ``nestedCommits`` holds, so that a batch with none nested takes no lock to find out.
    let nestedCount = Atomic<Int>(0)
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
    /// A batch holds the writer lock (which only writers take) throughout, so that writers never lose each other's
    /// keys, and runs `body` with the readers' lock released, so that a read from inside `body` sees the values as
    /// they were when the batch began. A batch that persists runs `body` and `persist` on the writers' copy of the
    /// values, so that a reader never waits for the disk, then applies the changed keys to the values readers see (a
    /// moment under the readers' lock); one that does not records what `body` assigns and applies it then.
    @usableFromInline
    func applyBatch(persist: Persist?, _ body: (inout PrefsStorageTransaction) throws -> Void) throws {
        guard let persist else { return try applyInMemory(body) }
        try withWriterLock { copy -> Commit? in
            // The values go straight into the transaction, bound to no name that would keep a second reference
            // to them (in a debug build a binding lives to the end of its scope): the transaction's first write
            // would then copy every value, and a run of batches would take time quadratic in the number of keys.
            var generation = self.generation
            var transaction = PrefsStorageTransaction(
                values: copy.take(ifCurrentAt: generation) ?? snapshot(generation: &generation))
            do {
                try body(&transaction)
                let changes = transaction.hasChanges ? transaction.changes : []
                guard !changes.isEmpty else {
                    // Nothing changed, or keys changed and changed back: nothing to persist or report.
                    copy.keep(transaction.finish(), at: generation)
                    return nil
                }
                if let kept = try persist(transaction.values, changes) {
                    transaction.rollBack()
                    let merged = Self.changes(from: transaction.finish(), to: kept)
                    return commit(merged, copy: kept, base: generation, into: &copy)
                }
                return commit(changes, copy: transaction.finish(), base: generation, into: &copy)
            } catch {
                transaction.rollBack()
                copy.keep(transaction.finish(), at: generation)
                throw error
            }
        }
    }

    /// ``applyBatch(persist:_:)`` for a batch that does not persist: `body` records its assignments in a transaction
    /// over the values readers see, which it leaves untouched (readers, and reads from inside `body`, see the values
    /// as they were), then they are applied in one moment under the readers' lock, each key written once. A plain
    /// write from another thread meanwhile waits for the batch (see ``setValue(_:forKey:skipping:oldValue:)``), so
    /// nothing changes the values between `body`'s reads and the commit but batches and writes it makes itself.
    private func applyInMemory(_ body: (inout PrefsStorageTransaction) throws -> Void) throws {
        try withWriterLock { copy -> Commit? in
            var transaction = PrefsStorageTransaction(over: Unmanaged.passUnretained(self))
            try body(&transaction)
            let (changes, observers, changed) = state.withLock {
                state -> ([PrefsValueChange], [ObserverEntry], Bool) in
                // Observers hear of each key once, in key order; without observers no list of changes is built.
                let observed = !state.observerList.isEmpty
                let (changed, changes) = transaction.apply(to: &state.values, recordingChanges: observed)
                guard changed else { return ([], [], false) }
                bumpGeneration()
                return (changes, observed ? state.observerList : [], true)
            }
            if changed, copy.values != nil { copy = WriterCopy() }  // behind the values readers see now
            guard !changes.isEmpty else { return nil }
            return Commit(changes: changes, observers: observers)
        }
    }

    /// The values readers see, and the generation they are at.
    private func snapshot(generation: inout UInt64) -> [String: PrefsValue] {
        state.withLock { state in
            generation = generationCounter.load(ordering: .relaxed)
            return state.values
        }
    }

    /// Runs `body` with the values readers see, under the readers' lock.
    func withValues<Result>(_ body: ([String: PrefsValue]) -> Result) -> Result {
        state.withLock { body($0.values) }
    }

    /// Runs `body` holding the writer lock, then tells the observers of what it committed, after the lock is released.
    ///
    /// When the calling thread holds the lock already, `body` is a batch started from inside another batch of this
    /// store: it runs at once without the lock, on a copy of the values readers see, and commits before the enclosing
    /// batch (which then applies only the keys it changed itself over it); its observers are told with the enclosing
    /// batch's, after the outermost batch releases the lock. Nothing waits for itself, so nothing deadlocks.
    @inline(__always)
    private func withWriterLock(_ body: (inout WriterCopy) throws -> Commit?) throws {
        let thread = PrefsThread.current
        if writerThread.load(ordering: .relaxed) == thread {
            var scratch = WriterCopy()
            if let commit = try body(&scratch) { deferNotification(commit) }
            return
        }
        var nested: [Commit] = []
        let outcome: Commit?
        do {
            outcome = try writers.withLock { copy throws -> Commit? in
                writerThread.store(thread, ordering: .relaxed)
                defer {
                    writerThread.store(0, ordering: .relaxed)
                    if nestedCount.load(ordering: .relaxed) > 0 { nested = takeNestedCommits() }
                }
                return try body(&copy)
            }
        } catch {
            for commit in nested { commit.notify() }
            throw error
        }
        // Nested batches committed first: their observers hear first.
        for commit in nested { commit.notify() }
        outcome?.notify()
    }

    /// The commits of the batches nested in the one this thread runs (it holds the writer lock), taken out.
    private func takeNestedCommits() -> [Commit] {
        nestedCount.store(0, ordering: .relaxed)
        return nestedCommits.withLock { nested in
            defer { nested = [] }
            return nested
        }
    }

    /// Keeps `commit`'s notification for the end of the outermost batch (this thread holds the writer lock).
    func deferNotification(_ commit: Commit) {
        nestedCommits.withLock { $0.append(commit) }
        nestedCount.add(1, ordering: .relaxed)
    }

    /// The writers' copy of the values and the generation it is current at: a batch starts from it when no write has
    /// changed the values readers see since (a schema's in-memory setter writes them directly).
    struct WriterCopy {
        var values: [String: PrefsValue]?
        var generation: UInt64 = 0

        /// The copy, taken out, if it is current at `generation`.
        mutating func take(ifCurrentAt generation: UInt64) -> [String: PrefsValue]? {
            guard self.generation == generation else {
                values = nil
                return nil
            }
            return values.take()
        }

        mutating func keep(_ values: consuming [String: PrefsValue], at generation: UInt64) {
            self.values = values
            self.generation = generation
        }
    }

    /// A committed batch: its changes, the observers to tell, and the values it replaced (released with it, outside
    /// every lock).
    struct Commit {
        let changes: [PrefsValueChange]
        let observers: [ObserverEntry]
        var replaced: [String: PrefsValue]?

        func notify() {
            for entry in observers { entry.observer(changes) }
        }
    }

    /// Applies `changes` to the values readers see (the writer lock held): a moment under the readers' lock. The
    /// changes reported are those of the values readers saw, which a direct write may have changed since `base`;
    /// `copy` stays the writers' copy only if none did.
    private func commit(
        _ changes: [PrefsValueChange], copy values: consuming [String: PrefsValue], base: UInt64,
        into copy: inout WriterCopy
    ) -> Commit? {
        let (applied, observers, generation, current) = state.withLock {
            state -> ([PrefsValueChange], [ObserverEntry], UInt64, Bool) in
            let current = generationCounter.load(ordering: .relaxed) == base
            var applied: [PrefsValueChange] = []
            applied.reserveCapacity(changes.count)
            for change in changes {
                let old =
                    if let new = change.newValue { state.values.updateValue(new, forKey: change.key) } else {
                        state.values.removeValue(forKey: change.key)
                    }
                if old != change.newValue {
                    applied.append(PrefsValueChange(key: change.key, oldValue: old, newValue: change.newValue))
                }
            }
            guard !applied.isEmpty else { return ([], [], generationCounter.load(ordering: .relaxed), current) }
            bumpGeneration()
            return (applied, state.observerList, generationCounter.load(ordering: .relaxed), current)
        }
        if current { copy.keep(values, at: generation) } else { copy = WriterCopy() }
        guard !applied.isEmpty else { return nil }
        return Commit(changes: applied, observers: observers)
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

    /// ``setValue(_:forKey:skipping:)`` without a change record: whether the value changed.
    @usableFromInline
    func setValueReportingChange(_ value: PrefsValue?, forKey key: String, skipping token: UInt64) -> Bool {
        var old: PrefsValue?
        return setValue(value, forKey: key, skipping: token, oldValue: &old)
    }

    /// ``setValue(_:forKey:skipping:)`` for a caller that needs no change record: whether the value changed, and
    /// the value it replaced in `oldValue`.
    @usableFromInline
    func setValue(
        _ value: PrefsValue?, forKey key: String, skipping token: UInt64, oldValue old: inout PrefsValue?
    ) -> Bool {
        let written = state.withLock { state -> DirectWrite? in
            // While another thread's batch runs, wait for it (below): a batch that read this key must not commit
            // over a write made after its read (an `update` would lose it). A batch stores its thread before it
            // first takes this lock, so a write that takes it later sees that thread. This thread's own batch is
            // paused in its body: the write commits at once, before it.
            let writer = writerThread.load(ordering: .relaxed)
            if writer != 0, writer != PrefsThread.current { return nil }
            return write(value, forKey: key, skipping: token, in: &state)
        }
        let (changed, replaced, others) =
            written ?? writers.withLock { _ in state.withLock { write(value, forKey: key, skipping: token, in: &$0) } }
        old = replaced
        guard changed, !others.isEmpty else { return changed }
        let changes = [PrefsValueChange(key: key, oldValue: old, newValue: value)]
        let observers = others.filter { $0.token != token }
        if writerThread.load(ordering: .relaxed) == PrefsThread.current {
            // Written from inside a batch of this store: its observers hear of it when that batch has ended.
            deferNotification(Commit(changes: changes, observers: observers))
        } else {
            for entry in observers { entry.observer(changes) }
        }
        return true
    }

    /// What a plain write did: whether it changed the value, the value it replaced, and the observers to tell.
    private typealias DirectWrite = (changed: Bool, old: PrefsValue?, others: [ObserverEntry])

    /// Writes one key under the readers' lock, for ``setValue(_:forKey:skipping:oldValue:)``.
    private func write(
        _ value: PrefsValue?, forKey key: String, skipping token: UInt64, in state: inout State
    ) -> DirectWrite {
        let old =
            if let value { state.values.updateValue(value, forKey: key) } else { state.values.removeValue(forKey: key) }
        guard old != value else { return (false, old, []) }
        bumpGeneration()
        // Usually the writing schema is the only observer: then the list is not even copied.
        let others = state.observerList.count != 1 || state.observerList[0].token != token ? state.observerList : []
        return (true, old, others)
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
        try withWriterLock { copy -> Commit? in
            var generation = self.generation
            let current = copy.take(ifCurrentAt: generation) ?? snapshot(generation: &generation)
            guard let newValues = try body(current) else {
                copy.keep(current, at: generation)
                return nil
            }
            // A batch made from inside `body` (the writer lock is this thread's) has committed: observers heard of
            // its changes, so this batch's are those over the values it left.
            let before = self.generation == generation ? current : snapshot(generation: &generation)
            let changes = Self.changes(from: before, to: newValues)
            copy = WriterCopy()  // the next batch starts from the values readers see
            var replaced = newValues
            let observers = state.withLock { state -> [ObserverEntry] in
                swap(&state.values, &replaced)
                guard !changes.isEmpty else { return [] }
                bumpGeneration()
                return state.observerList
            }
            // The old values are released with the commit, outside the readers' lock.
            return Commit(changes: changes, observers: observers, replaced: replaced)
        }
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
