import Synchronization

/// A registration made with ``PrefsStorage/observe(_:)``; cancelling it (or releasing it) stops the calls.
public final class PrefsStorageObservation: Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>
    /// The observer's number in the ``PrefsValueStore`` that registered it (0 for observations made elsewhere), so
    /// that a schema's own write can be reported to every observer but the schema's.
    let token: UInt64

    /// Creates an observation that runs `onCancel` once, when cancelled or deallocated.
    public init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Mutex(onCancel)
        token = 0
    }

    init(token: UInt64, onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Mutex(onCancel)
        self.token = token
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
