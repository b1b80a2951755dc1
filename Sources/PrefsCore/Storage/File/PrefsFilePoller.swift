import Dispatch
import Synchronization

/// Notices changes to a file by comparing a ``PrefsFileSnapshot`` of its path every interval.
///
/// A snapshot taken within ``PrefsFileSnapshot/racyMargin`` of a change is *racy*: a write in the same clock tick
/// could leave size and times as they were. For a racy snapshot the poller also keeps the file's bytes (read before
/// the snapshot, files up to ``maximumComparedSize``) and compares them on the next tick, so a change is never
/// missed and an unchanged file gives no call. A timer source on a private queue; no descriptor is held between
/// ticks.
final class PrefsFilePoller: Sendable {
    /// Files larger than this are not compared byte for byte: a racy snapshot of one always counts as changed.
    static let maximumComparedSize: Int64 = 1 << 20

    private let timer: Timer
    private let baseline: Mutex<Observation>

    /// What one look at the path found.
    struct Observation {
        var snapshot: PrefsFileSnapshot
        var isRacy: Bool
        /// The bytes, read just before `snapshot` was taken, when it is racy and the file could be read.
        var bytes: [UInt8]?
    }

    /// Starts polling `path` (symbolic links followed) every `interval`, calling `changed` on a private queue when
    /// the file differs from the last look, then `tick` (if any) after every look.
    init(
        path: String, interval: Duration, changed: @escaping @Sendable () -> Void,
        tick: (@Sendable () -> Void)? = nil
    ) {
        baseline = Mutex(Self.observe(path))
        timer = Timer(interval: interval)
        timer.start { [weak self] in
            guard let self else { return }
            if poll(path) { changed() }
            tick?()
        }
    }

    deinit { timer.cancel() }

    /// Stops polling; no call starts after this returns unless it is called from `changed` or `tick`.
    func cancel() {
        timer.cancel()
    }

    private func poll(_ path: String) -> Bool {
        let current = Self.observe(path)
        return baseline.withLock { baseline in
            defer { baseline = current }
            return Self.differs(current, from: baseline, path: path)
        }
    }

    /// Whether the file at `path` may have changed between the looks `baseline` and `current`.
    static func differs(_ current: Observation, from baseline: Observation, path: String) -> Bool {
        if current.snapshot != baseline.snapshot { return true }
        guard baseline.isRacy else { return false }
        guard let before = baseline.bytes else { return true }
        return (current.bytes ?? contents(path, current.snapshot)) != before
    }

    /// Looks at `path`: its snapshot, and its bytes (read first) when the snapshot is racy.
    static func observe(_ path: String) -> Observation {
        let first = PrefsFileSnapshot(path: path)
        guard first.isRacy(at: PrefsFileSnapshot.now()) else {
            return Observation(snapshot: first, isRacy: false)
        }
        let bytes = contents(path, first)
        return Observation(snapshot: PrefsFileSnapshot(path: path), isRacy: true, bytes: bytes)
    }

    private static func contents(_ path: String, _ snapshot: PrefsFileSnapshot) -> [UInt8]? {
        guard snapshot.exists, snapshot.size <= maximumComparedSize else { return nil }
        guard case .contents(let bytes, _) = PrefsFileSystem.read(path) else { return nil }
        return bytes
    }
}

extension PrefsFilePoller {
    /// A repeating timer source on its own serial queue.
    final class Timer: @unchecked Sendable {
        // @unchecked: the stored properties are immutable and dispatch sources are safe to use from any thread
        // (`setEventHandler`, `resume` and `cancel` are documented thread-safe); `start` is called once, by `init`.
        private let queue = PrefsWatchQueue(label: "Prefs.PrefsFilePoller")
        private let source: any DispatchSourceTimer
        private let interval: DispatchTimeInterval

        init(interval: Duration) {
            self.interval = PrefsFileWatcher.dispatchInterval(interval)
            source = DispatchSource.makeTimerSource(queue: queue.queue)
        }

        func start(_ handler: @escaping @Sendable () -> Void) {
            source.setEventHandler(handler: handler)
            source.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(5))
            source.resume()
        }

        /// Stops the timer; waits for a tick in progress unless called from the tick itself.
        func cancel() {
            guard !source.isCancelled else { return }
            source.cancel()
            queue.waitForQueuedWork()
        }
    }
}
