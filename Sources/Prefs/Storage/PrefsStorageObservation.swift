import Synchronization

/// A registration made with ``PrefsStorage/observe(_:)``; cancelling it (or releasing it) stops the calls.
public final class PrefsStorageObservation: Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    /// Creates an observation that runs `onCancel` once, when cancelled or deallocated.
    public init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Mutex(onCancel)
    }

    /// Stops the observer from being called. Calling it again does nothing.
    public func cancel() {
        let action = onCancel.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }

    deinit { cancel() }
}
