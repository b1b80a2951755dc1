import Dispatch
import Synchronization

/// Collects the keys a `.coalesce` file storage changed and calls `flush` once per interval, off the caller's thread.
final class PrefsWriteCoalescer: Sendable {
    let interval: Duration
    private let state = Mutex(State())

    private struct State {
        var pendingKeys: Set<String> = []
        var isScheduled = false
    }

    init(interval: Duration) {
        self.interval = interval
    }

    /// The keys changed since the last flush.
    var pendingKeys: Set<String> { state.withLock { $0.pendingKeys } }

    /// Records changed keys; `flush` runs `interval` from now unless a run is already scheduled.
    func add(_ keys: some Sequence<String>, flush: @escaping @Sendable () -> Void) {
        let schedule = state.withLock { state in
            state.pendingKeys.formUnion(keys)
            defer { state.isScheduled = true }
            return !state.isScheduled
        }
        guard schedule else { return }
        let (seconds, attoseconds) = interval.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(max(0, nanoseconds))) { [self] in
            state.withLock { $0.isScheduled = false }
            flush()
        }
    }

    /// Hands out the pending keys, forgetting them; give them back with ``restore(_:)`` if writing them fails.
    func takePendingKeys() -> Set<String> {
        state.withLock { state in
            defer { state.pendingKeys = [] }
            return state.pendingKeys
        }
    }

    func restore(_ keys: Set<String>) {
        state.withLock { $0.pendingKeys.formUnion(keys) }
    }
}
