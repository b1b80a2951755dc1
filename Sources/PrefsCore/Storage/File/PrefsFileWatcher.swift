import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells its owner when a file may have changed, whoever changed it: the foundation of live file storages.
///
/// A watcher reports writes in place, truncation, an atomic replace by `rename(2)` over the path (what Prefs and
/// most tools do), deletion, creation after a deletion and an editor's save (temporary file and rename, backup
/// rename and new file, or truncate and write). Events for other files in the same directory (the `<file>.lock`
/// and `.<name>.tmp-…` files Prefs writes beside the file) are ignored.
///
/// Watching starts in `init` and stops in ``cancel()`` or when the watcher is released; both release every
/// descriptor and kernel watch the watcher holds before they return.
///
/// How a watcher learns of changes (``Mode``):
/// - `.kernel` (the default): on Linux a watch on the file's *directory* in the process's one inotify instance
///   (``PrefsInotify``); on Apple platforms kqueue vnode sources on the directory and on the file
///   (``PrefsKqueueFileWatch``). When that is unavailable or fails, or when the directory itself is removed or
///   renamed, the watcher polls every ``fallbackInterval`` and returns to the kernel once the directory is back.
/// - `.polling(interval:)`: compares the file's identity, size and times every `interval` (``PrefsFilePoller``).
///
/// Symbolic links in the path are resolved once, when watching starts: a path that is a symlink is watched
/// through its target's directory. A symlink retargeted later is noticed only in polling mode (which `stat`s the
/// path as given); a kernel-mode watcher keeps watching the first target (and a dangling symlink's own name).
///
/// Kernel mode watches the directory, so it does not see a write through a hard link in another directory, nor
/// a change made by another host on a network file system (inotify and kqueue report local changes only); use
/// polling for such files. On Linux the process uses one inotify instance and one watch per directory
/// (`fs.inotify.max_user_instances`, `fs.inotify.max_user_watches`); on Apple platforms each watcher holds two
/// descriptors (its directory and its file). Past those limits watchers poll, and say so once (`onFallback`).
///
/// ```swift
/// let watcher = PrefsFileWatcher(file: url) { [weak storage] in storage?.reloadIfChanged() }
/// ```
///
/// `onChange` runs on a private serial queue, never concurrently with itself, `latency` after the first event it
/// reports; events that arrive while a call is pending are folded into it, and an event that arrives while a call
/// runs schedules one more. A burst of changes therefore gives few calls, and a call always starts after the last
/// change. Calls may be spurious (compare the bytes) but a change is never missed. `onChange` must not keep the
/// watcher alive (capture its owner weakly) or the watcher is never released.
final class PrefsFileWatcher: Sendable {
    /// How a watcher learns of changes.
    enum Mode: Sendable, Hashable {
        /// inotify on Linux, kqueue on Apple platforms; polling where neither is available or while it fails.
        case kernel
        /// Comparing the file's identity, size and times every `interval`.
        case polling(interval: Duration)
    }

    /// What a watcher uses at the moment.
    enum Mechanism: Sendable, Hashable {
        case inotify
        case kqueue
        case polling
    }

    /// How often a kernel-mode watcher polls while it cannot use the kernel, and tries to return to it.
    static let fallbackInterval: Duration = .milliseconds(250)

    /// The path as given.
    let file: URL
    let mode: Mode
    private let delivery: Delivery
    private let monitor: Monitor

    /// Starts watching `file`; `onChange` is called on a private serial queue after the file may have changed.
    ///
    /// - Parameters:
    ///   - file: The file to watch; it and its directory need not exist yet.
    ///   - latency: How long a call waits after the first event, folding in the events that follow.
    ///   - mode: Kernel notifications (the default) or polling.
    ///   - onFallback: Called once, the first time kernel notifications cannot be set up for another reason than a
    ///     missing directory (no descriptor or inotify watch left, no permission), as the watcher starts polling;
    ///     on the thread that tried (the caller's at creation, else the poller's queue).
    ///   - onChange: Called after the file may have changed; never concurrently with itself.
    init(
        file: URL, latency: Duration = .milliseconds(50), mode: Mode = .kernel,
        onFallback: @escaping @Sendable (KernelWatchFailure) -> Void = { _ in },
        onChange: @escaping @Sendable () -> Void
    ) {
        self.file = file
        self.mode = mode
        let delivery = Delivery(latency: latency, onChange: onChange)
        self.delivery = delivery
        monitor = Monitor(
            path: file.path, target: Self.resolvedLocation(of: file.path), mode: mode, changed: delivery.signal,
            fellBack: onFallback)
    }

    deinit { cancel() }

    /// Stops watching: when this returns, `onChange` is not running and will not be called again, and every
    /// descriptor and kernel watch of this watcher is released. Calling it again does nothing.
    ///
    /// It waits for a call of `onChange` in progress, so do not call it holding a lock that `onChange` takes.
    /// Called from `onChange` itself (or when the watcher is released there), it returns at once and the current
    /// call finishes.
    func cancel() {
        delivery.cancel()
        monitor.cancel()
    }

    /// What the watcher uses now; `nil` once cancelled.
    var mechanism: Mechanism? { monitor.mechanism }

    /// The directory and the name to watch for `path`: the path with every symbolic link resolved, or, when the
    /// file does not exist, its resolved directory and its name.
    static func resolvedLocation(of path: String) -> (directory: String, name: String) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        if let resolved = realPath(absolute) { return split(resolved) }
        let (directory, name) = split(absolute)
        return (realPath(directory) ?? directory, name)
    }

    private static func split(_ path: String) -> (directory: String, name: String) {
        let nsPath = path as NSString
        let directory = nsPath.deletingLastPathComponent
        return (directory.isEmpty ? "/" : directory, nsPath.lastPathComponent)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `duration` for `DispatchTime` arithmetic: whole nanoseconds, at least zero.
    static func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = Int128(seconds) * 1_000_000_000 + Int128(attoseconds / 1_000_000_000)
        return .nanoseconds(Int(clamping: max(0, nanoseconds)))
    }
}

extension PrefsFileWatcher {
    /// Calls `onChange` as if the file had changed (once `latency` has passed), to check for a change that may have
    /// come before the watch started.
    func signal() {
        delivery.signal()
    }
}
