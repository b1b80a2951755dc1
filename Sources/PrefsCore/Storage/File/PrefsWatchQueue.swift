import Dispatch

/// A serial dispatch queue that can tell whether the caller runs on it.
///
/// File watching waits for work on its queues (a call in progress, a dispatch source's cancel handler) when it is
/// cancelled, and must not wait when the cancellation comes from that very queue.
final class PrefsWatchQueue: @unchecked Sendable {
    // @unchecked: both stored properties are immutable; `DispatchQueue` and `DispatchSpecificKey` are safe to use
    // from any thread (the key is only compared by identity inside libdispatch).
    let queue: DispatchQueue
    private let key = DispatchSpecificKey<Bool>()

    init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: key, value: true)
    }

    /// Whether the caller runs on this queue.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

    /// Waits until the work queued so far has run, unless the caller runs on this queue.
    func waitForQueuedWork() {
        guard !isCurrent else { return }
        queue.sync {}
    }
}
