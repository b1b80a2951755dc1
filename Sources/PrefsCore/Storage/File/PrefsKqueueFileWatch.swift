#if canImport(Darwin)
    import Darwin
    import Dispatch
    import Synchronization

    /// The kernel watch on Apple platforms: kqueue vnode sources (`DispatchSource.makeFileSystemObjectSource`).
    ///
    /// One source on the directory (opened with `O_EVTONLY`) reports that entries were added, removed or renamed
    /// (`.write`); the watch then compares the file's ``PrefsFileSnapshot`` and signals only when the file was
    /// created, removed, replaced or changed, so the lock and temporary files written beside it give no call. The
    /// directory removed, renamed or revoked ends the watch (`lost`). A second source on the file reports writes
    /// in place (`.write`, `.extend`, `.attrib`, …) and is reopened whenever the path names another file. Both
    /// run on a private serial queue; ``cancel()`` closes both descriptors before it returns.
    ///
    /// Each watch holds two descriptors (the directory's and the file's), where Linux's watches share one inotify
    /// descriptor: under the default soft limit of 256 descriptors a process runs out after about a hundred watched
    /// files (fewer when it keeps other files open), and later watches poll (see Docs/Storage.md).
    ///
    /// Untested: Prefs is built and tested on Linux, and this file compiles only on Apple platforms.
    final class PrefsKqueueFileWatch: PrefsKernelFileWatch {
        // Computed: `DispatchSource.FileSystemEvent` is not `Sendable` in every SDK, so it cannot be a stored static.
        private static var directoryEvents: DispatchSource.FileSystemEvent { [.write, .delete, .rename, .revoke] }
        private static var fileEvents: DispatchSource.FileSystemEvent {
            [.write, .extend, .attrib, .link, .delete, .rename, .revoke]
        }
        private static var endEvents: DispatchSource.FileSystemEvent { [.delete, .rename, .revoke] }

        private let path: String
        private let queue = PrefsWatchQueue(label: "Prefs.PrefsKqueueFileWatch")
        private let changed: @Sendable () -> Void
        private let lost: @Sendable () -> Void
        private let state = Mutex(State())

        private struct State {
            var directory: Source?
            var file: Source?
            /// The file as last seen, to tell a change of the file from a change of another entry.
            var snapshot = PrefsFileSnapshot()
            var isEnded = false
        }

        var mechanism: PrefsFileWatcher.Mechanism { .kqueue }

        private init(path: String, changed: @escaping @Sendable () -> Void, lost: @escaping @Sendable () -> Void) {
            self.path = path
            self.changed = changed
            self.lost = lost
        }

        /// Watches `name` in `directory`; fails with `open`'s error when the directory cannot be opened (missing, no
        /// permission, or no descriptor left: `EMFILE` past the soft limit, 256 by default).
        static func start(
            directory: String, name: String, changed: @escaping @Sendable () -> Void,
            lost: @escaping @Sendable () -> Void
        ) -> Result<PrefsKqueueFileWatch, PrefsFileWatcher.KernelWatchFailure> {
            let watch = PrefsKqueueFileWatch(path: directory + "/" + name, changed: changed, lost: lost)
            // Set up on the queue, so that no event handler runs before the state is complete.
            let failure = watch.queue.queue.sync { watch.setUp(directory: directory) }
            if let failure { return .failure(failure) }
            return .success(watch)
        }

        func cancel() {
            let sources = state.withLock { state in
                defer {
                    state.isEnded = true
                    state.directory = nil
                    state.file = nil
                }
                return [state.directory, state.file]
            }
            for source in sources { source?.cancel() }
        }

        /// Opens the directory's source and the file's; the failure to open the directory, if any.
        private func setUp(directory: String) -> PrefsFileWatcher.KernelWatchFailure? {
            let opened = Source.open(path: directory, events: Self.directoryEvents, queue: queue) {
                [weak self] events in self?.directoryChanged(events)
            }
            let source: Source
            switch opened {
            case .success(let opened): source = opened
            case .failure(let failure): return failure
            }
            state.withLock { state in
                state.directory = source
                state.snapshot = PrefsFileSnapshot(path: path)
            }
            reopenFile()
            return nil
        }

        private func directoryChanged(_ events: DispatchSource.FileSystemEvent) {
            if !events.isDisjoint(with: Self.endEvents) {
                cancel()
                lost()
                return
            }
            let current = PrefsFileSnapshot(path: path)
            let (differs, isOtherFile) = state.withLock { state in
                guard !state.isEnded else { return (false, false) }
                defer { state.snapshot = current }
                return (current != state.snapshot, current.isOtherFile(than: state.snapshot))
            }
            if isOtherFile { reopenFile() }
            if differs { changed() }
        }

        private func fileChanged(_ events: DispatchSource.FileSystemEvent) {
            let current = PrefsFileSnapshot(path: path)
            let isEnded = state.withLock { state in
                state.snapshot = current
                return state.isEnded
            }
            guard !isEnded else { return }
            if !events.isDisjoint(with: Self.endEvents) { reopenFile() }
            changed()
        }

        /// Replaces the file's source with one on the file the path names now, if any. Runs on the queue. Without a
        /// descriptor for the file, the directory's source still reports the file replaced, created or removed.
        private func reopenFile() {
            let opened = Source.open(path: path, events: Self.fileEvents, queue: queue) { [weak self] events in
                self?.fileChanged(events)
            }
            var source: Source?
            if case .success(let opened) = opened { source = opened }
            let previous = state.withLock { state -> Source? in
                guard !state.isEnded else { return source }
                defer { state.file = source }
                return state.file
            }
            previous?.cancel()
        }
    }

    extension PrefsKqueueFileWatch {
        /// A vnode dispatch source over a descriptor it owns, opened with `O_EVTONLY` (and `O_NONBLOCK`, so that a
        /// FIFO at the path cannot block the open).
        fileprivate final class Source: @unchecked Sendable {
            // @unchecked: every stored property is immutable; dispatch sources and semaphores are safe to use from
            // any thread. The descriptor is closed only by the cancel handler.
            private let source: any DispatchSourceFileSystemObject
            private let queue: PrefsWatchQueue
            private let closed = DispatchSemaphore(value: 0)

            /// A source on `path`, or `open`'s error.
            static func open(
                path: String, events: DispatchSource.FileSystemEvent, queue: PrefsWatchQueue,
                handler: @escaping @Sendable (DispatchSource.FileSystemEvent) -> Void
            ) -> Result<Source, PrefsFileWatcher.KernelWatchFailure> {
                let descriptor = Darwin.open(path, O_EVTONLY | O_CLOEXEC | O_NONBLOCK)
                guard descriptor >= 0 else { return .failure(.init(operation: "open \(path)", code: errno)) }
                return .success(Source(descriptor: descriptor, events: events, queue: queue, handler: handler))
            }

            private init(
                descriptor: Int32, events: DispatchSource.FileSystemEvent, queue: PrefsWatchQueue,
                handler: @escaping @Sendable (DispatchSource.FileSystemEvent) -> Void
            ) {
                self.queue = queue
                source = DispatchSource.makeFileSystemObjectSource(
                    fileDescriptor: descriptor, eventMask: events, queue: queue.queue)
                let closed = closed
                source.setEventHandler { [weak self] in
                    guard let self else { return }
                    handler(self.source.data)
                }
                source.setCancelHandler {
                    _ = Darwin.close(descriptor)
                    closed.signal()
                }
                source.resume()
            }

            /// Cancels the source; its cancel handler closes the descriptor. Waits for that unless called on the
            /// queue, where the handler runs next.
            func cancel() {
                source.cancel()
                guard !queue.isCurrent else { return }
                closed.wait()
            }
        }
    }
#endif
