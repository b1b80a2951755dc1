import Synchronization

/// The thread-safe in-memory engine behind every built-in storage: values, batches, generation and observers.
///
/// A storage type owns one and forwards ``PrefsStorage``'s requirements to it. A storage that persists values
/// passes a `persist` closure to ``modify(persist:_:)``; it runs under the lock with the new values and may throw
/// to refuse the batch, in which case nothing changes in memory either.
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

    private struct State {
        var values: [String: PrefsValue]
        var observers: [UInt64: Observer] = [:]
        var nextObserverID: UInt64 = 0
    }

    private let state: Mutex<State>
    private let generationCounter = Atomic<UInt64>(0)

    /// Creates a store holding `values`.
    public init(values: [String: PrefsValue] = [:]) {
        state = Mutex(State(values: values))
    }

    /// The stored value for `key`.
    public func value(forKey key: String) -> PrefsValue? {
        state.withLock { $0.values[key] }
    }

    /// A snapshot of every value.
    public var values: [String: PrefsValue] {
        state.withLock { $0.values }
    }

    /// Changes whenever a batch changes a value.
    public var generation: UInt64 { generationCounter.load(ordering: .acquiring) }

    /// Applies the changes `body` makes as one batch.
    ///
    /// - Parameter persist: called under the lock with the complete new values when the batch changed something;
    ///   if it throws, the batch is rolled back.
    /// - Throws: what `body` or `persist` throws; nothing is changed then.
    public func modify<Result>(
        persist: ([String: PrefsValue], [PrefsValueChange]) throws -> Void = { _, _ in },
        _ body: (inout PrefsStorageTransaction) throws -> Result
    ) throws -> Result {
        let (result, changes, observers) = try state.withLock { state in
            var transaction = PrefsStorageTransaction(values: state.values)
            state.values = [:]  // hand the only reference to the transaction, so edits do not copy
            do {
                let result = try body(&transaction)
                let changes = transaction.changes
                if !changes.isEmpty { try persist(transaction.values, changes) }
                state.values = transaction.finish()
                if !changes.isEmpty { generationCounter.add(1, ordering: .releasing) }
                return (result, changes, changes.isEmpty ? [] : Array(state.observers.values))
            } catch {
                transaction.rollBack()
                state.values = transaction.finish()
                throw error
            }
        }
        for observer in observers { observer(changes) }
        return result
    }

    /// Replaces the values with ones read from elsewhere (a file reloaded from disk, say), without persisting,
    /// and notifies observers of the keys whose value changed.
    public func replaceValues(with newValues: [String: PrefsValue]) {
        _ = try? modify { transaction in
            for key in transaction.values.keys where newValues[key] == nil { transaction[key] = nil }
            for (key, value) in newValues where transaction[key] != value { transaction[key] = value }
        }
    }

    /// Registers `observer` to be called after each batch that changed something.
    public func observe(_ observer: @escaping Observer) -> PrefsStorageObservation {
        let id = state.withLock { state in
            defer { state.nextObserverID += 1 }
            state.observers[state.nextObserverID] = observer
            return state.nextObserverID
        }
        return PrefsStorageObservation { [weak self] in
            _ = self?.state.withLock { $0.observers.removeValue(forKey: id) }
        }
    }
}
