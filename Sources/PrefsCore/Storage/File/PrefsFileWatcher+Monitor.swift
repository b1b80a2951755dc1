import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A kernel watch on one file, as ``PrefsFileWatcher`` uses it.
protocol PrefsKernelFileWatch: Sendable {
    var mechanism: PrefsFileWatcher.Mechanism { get }
    /// Stops the watch, releasing its descriptors before returning; calling it again does nothing.
    func cancel()
}

extension PrefsFileWatcher {
    /// Why a kernel watch could not be started: the system call and its error.
    struct KernelWatchFailure: Error, Sendable, Equatable {
        let operation: String
        let code: Int32

        /// The directory is not there (yet): the watcher polls until it is, as documented, and says nothing.
        var isMissingDirectory: Bool { code == ENOENT || code == ENOTDIR }
    }

    /// Starts a kernel watch on the entry `name` of `directory`: calls `changed` after it may have changed, and
    /// `lost` if the directory goes away.
    typealias KernelWatchStarter =
        @Sendable (
            _ directory: String, _ name: String, _ changed: @escaping @Sendable () -> Void,
            _ lost: @escaping @Sendable () -> Void
        ) -> Result<any PrefsKernelFileWatch, KernelWatchFailure>

    /// How the watchers created in this task start kernel watches: inotify or kqueue, unless a test injects a failure
    /// (`PrefsFileWatcher.$kernelWatchStarter.withValue(…) { … }` around the storage's creation). A watcher keeps the
    /// starter it was created with for every later attempt.
    @TaskLocal static var kernelWatchStarter: KernelWatchStarter = Monitor.systemKernelWatch
}

extension PrefsFileWatcher {
    /// Runs the way a watcher learns of changes, and switches between the kernel and polling.
    ///
    /// In kernel mode it starts a kernel watch, or polls (``PrefsFileWatcher/fallbackInterval``) when it cannot;
    /// a kernel watch that reports its directory lost is replaced by polling, and while polling in kernel mode
    /// every tick tries the kernel again once the directory exists. Each switch signals a change, since one may
    /// have slipped between the two. Kernel watches and pollers are created and cancelled outside the lock.
    ///
    /// The first time a kernel watch cannot be started for a reason other than a missing directory (no descriptor
    /// or inotify watch left, no permission), `fellBack` is called, once for the monitor's life, outside the lock.
    final class Monitor: Sendable {
        private let path: String
        private let directory: String
        private let name: String
        private let changed: @Sendable () -> Void
        private let fellBack: @Sendable (KernelWatchFailure) -> Void
        private let startKernel: KernelWatchStarter
        private let state = Mutex(State())

        private enum Backend {
            case starting
            case kernel(any PrefsKernelFileWatch)
            case polling(PrefsFilePoller)
            case cancelled
        }

        private struct State {
            var backend = Backend.starting
            /// Kernel watches started so far; a `lost` report names the one it is about.
            var kernelAttempts = 0
            var lastLostAttempt = 0
            /// Whether a failure to start a kernel watch was passed to `fellBack`.
            var reportedFallback = false
        }

        init(
            path: String, target: (directory: String, name: String), mode: Mode,
            changed: @escaping @Sendable () -> Void, fellBack: @escaping @Sendable (KernelWatchFailure) -> Void
        ) {
            self.path = path
            directory = target.directory
            name = target.name
            self.changed = changed
            self.fellBack = fellBack
            startKernel = PrefsFileWatcher.kernelWatchStarter
            switch mode {
            case .polling(let interval):
                install(PrefsFilePoller(path: path, interval: interval, changed: changed))
            case .kernel:
                if !startKernelWatch() { install(fallbackPoller()) }
            }
        }

        /// What the watcher uses now; `nil` once cancelled.
        var mechanism: Mechanism? {
            state.withLock { state in
                switch state.backend {
                case .starting, .polling: .polling
                case .kernel(let watch): watch.mechanism
                case .cancelled: nil
                }
            }
        }

        func cancel() {
            let previous = state.withLock { state in
                defer { state.backend = .cancelled }
                return state.backend
            }
            Self.stop(previous)
        }

        private func fallbackPoller() -> PrefsFilePoller {
            PrefsFilePoller(path: path, interval: PrefsFileWatcher.fallbackInterval, changed: changed) {
                [weak self] in self?.retryKernel()
            }
        }

        /// Starts a kernel watch and makes it the backend; `false` if none could be started (or it was lost at
        /// once), `true` if it was started or the monitor was cancelled meanwhile.
        private func startKernelWatch() -> Bool {
            let attempt = state.withLock { state in
                state.kernelAttempts += 1
                return state.kernelAttempts
            }
            let started = startKernel(directory, name, changed) { [weak self] in self?.kernelWatchLost(attempt) }
            let watch: any PrefsKernelFileWatch
            switch started {
            case .success(let started): watch = started
            case .failure(let failure):
                reportFallback(failure)
                return false
            }
            let (installed, previous) = state.withLock { state -> (Bool, Backend?) in
                if case .cancelled = state.backend { return (true, nil) }
                guard state.lastLostAttempt != attempt else { return (false, nil) }
                defer { state.backend = .kernel(watch) }
                return (true, state.backend)
            }
            if let previous { Self.stop(previous) } else { watch.cancel() }
            return installed
        }

        /// Passes the first failure that is not a missing directory to `fellBack`.
        private func reportFallback(_ failure: KernelWatchFailure) {
            guard !failure.isMissingDirectory else { return }
            let first = state.withLock { state in
                defer { state.reportedFallback = true }
                if case .cancelled = state.backend { return false }
                return !state.reportedFallback
            }
            if first { fellBack(failure) }
        }

        private func install(_ poller: PrefsFilePoller) {
            let installed = state.withLock { state in
                guard case .starting = state.backend else { return false }
                state.backend = .polling(poller)
                return true
            }
            if !installed { poller.cancel() }
        }

        /// The directory of kernel watch `attempt` went away: poll until it is back.
        private func kernelWatchLost(_ attempt: Int) {
            let poller = fallbackPoller()
            let previous = state.withLock { state -> Backend? in
                state.lastLostAttempt = max(state.lastLostAttempt, attempt)
                guard case .kernel = state.backend, state.kernelAttempts == attempt else { return nil }
                defer { state.backend = .polling(poller) }
                return state.backend
            }
            if let previous { Self.stop(previous) } else { poller.cancel() }
            changed()
        }

        /// A tick of the fallback poller: back to the kernel if the directory is there again.
        private func retryKernel() {
            let snapshot = PrefsFileSnapshot(path: directory)
            guard snapshot.exists, snapshot.isDirectory else { return }
            if startKernelWatch() { changed() }
        }

        private static func stop(_ backend: Backend) {
            switch backend {
            case .kernel(let watch): watch.cancel()
            case .polling(let poller): poller.cancel()
            case .starting, .cancelled: break
            }
        }

        /// A kernel watch for `name` in `directory`, or why it cannot be started (`ENOSYS` where there is none).
        @Sendable static func systemKernelWatch(
            directory: String, name: String, changed: @escaping @Sendable () -> Void,
            lost: @escaping @Sendable () -> Void
        ) -> Result<any PrefsKernelFileWatch, KernelWatchFailure> {
            #if canImport(Glibc)
                PrefsInotify.shared.subscribe(
                    directory: directory, name: Array(name.utf8), changed: changed, lost: lost
                ).map { $0 }
            #elseif canImport(Darwin)
                PrefsKqueueFileWatch.start(directory: directory, name: name, changed: changed, lost: lost).map { $0 }
            #else
                .failure(KernelWatchFailure(operation: "watch \(directory)", code: ENOSYS))
            #endif
        }
    }
}
