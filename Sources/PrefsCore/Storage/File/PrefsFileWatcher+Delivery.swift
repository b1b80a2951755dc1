import Dispatch
import Synchronization

extension PrefsFileWatcher {
    /// Calls `onChange` on a private serial queue, folding the signals that arrive while a call is pending.
    ///
    /// A signal schedules a call `latency` from now unless one is already scheduled. The flag is cleared just
    /// before the call starts, so a signal that arrives while `onChange` runs schedules one more call: every
    /// signal is followed by a call that starts after it.
    final class Delivery: Sendable {
        private let queue = PrefsWatchQueue(label: "Prefs.PrefsFileWatcher.delivery")
        private let latency: DispatchTimeInterval
        private let onChange: @Sendable () -> Void
        private let state = Mutex(State())

        private struct State {
            var isScheduled = false
            var isCancelled = false
        }

        init(latency: Duration, onChange: @escaping @Sendable () -> Void) {
            self.latency = PrefsFileWatcher.dispatchInterval(latency)
            self.onChange = onChange
        }

        /// The file may have changed: makes sure a call starts after now.
        @Sendable func signal() {
            let schedule = state.withLock { state in
                guard !state.isCancelled, !state.isScheduled else { return false }
                state.isScheduled = true
                return true
            }
            guard schedule else { return }
            queue.queue.asyncAfter(deadline: .now() + latency) { [self] in
                let run = state.withLock { state in
                    state.isScheduled = false
                    return !state.isCancelled
                }
                if run { onChange() }
            }
        }

        /// No call starts after this returns, and none is running unless `cancel` is called from `onChange`.
        func cancel() {
            state.withLock { $0.isCancelled = true }
            queue.waitForQueuedWork()
        }
    }
}
