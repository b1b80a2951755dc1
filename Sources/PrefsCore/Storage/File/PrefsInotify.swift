#if canImport(Glibc)
    import Dispatch
    import Glibc
    import Synchronization

    /// The process's one inotify instance, shared by the kernel-mode file watchers on Linux.
    ///
    /// A watcher subscribes to the events of its file's name in its file's directory. Each directory has one
    /// inotify watch, shared by the subscriptions for files in it (inotify gives the same watch descriptor for the
    /// same directory however it is named, so subscriptions are grouped by watch descriptor) and removed with the
    /// last of them. The descriptor is read by a dispatch read source on a private queue (no thread of our own);
    /// when the last subscription goes, the source is cancelled and the descriptor closed before `unsubscribe`
    /// returns. When a watched directory is removed, renamed or unmounted, its subscribers are told (`lost`) and
    /// forgotten; they poll until the directory is back.
    final class PrefsInotify: Sendable {
        static let shared = PrefsInotify()

        /// The events watched on a directory. Entries: written in place (`IN_MODIFY`, `IN_CLOSE_WRITE`), attributes
        /// (`IN_ATTRIB`), created, deleted, renamed away or onto the name (`IN_CREATE`, `IN_DELETE`,
        /// `IN_MOVED_FROM`, `IN_MOVED_TO`); the directory itself removed or renamed (`IN_DELETE_SELF`,
        /// `IN_MOVE_SELF`). `IN_ONLYDIR` refuses a path that is not a directory; `IN_EXCL_UNLINK` drops events for
        /// files already unlinked (a writer still holding a replaced file). The kernel always adds `IN_IGNORED`,
        /// `IN_UNMOUNT` and `IN_Q_OVERFLOW`.
        static let mask = UInt32(
            IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_EXCL_UNLINK)

        /// Events that end a directory's watch.
        private static let endOfWatch = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT | IN_IGNORED)

        /// A file's subscription; pass it to ``unsubscribe(_:)``.
        struct Subscription: Hashable, Sendable {
            /// The instance the watch descriptor belongs to: descriptors are numbered per instance.
            fileprivate let generation: UInt64
            fileprivate let watch: Int32
            fileprivate let id: UInt64
        }

        private struct Subscriber {
            let name: [UInt8]
            let changed: @Sendable () -> Void
            let lost: @Sendable () -> Void
        }

        private struct State {
            var instance: Instance?
            var generations: UInt64 = 0
            /// Subscribers by watch descriptor, then by subscription id.
            var directories: [Int32: [UInt64: Subscriber]] = [:]
            var subscriptions: UInt64 = 0
        }

        private let queue = PrefsWatchQueue(label: "Prefs.PrefsInotify")
        private let state = Mutex(State())

        /// Calls `changed` (on a private queue) after events for the entry `name` of `directory`, and `lost` once
        /// if the directory is removed, renamed or unmounted, which ends the subscription. Fails, with the system's
        /// error, when inotify refuses: no such directory, no permission, too many watches
        /// (`fs.inotify.max_user_watches`, `ENOSPC`) or instances (`fs.inotify.max_user_instances`, `EMFILE`).
        func subscribe(
            directory: String, name: [UInt8], changed: @escaping @Sendable () -> Void,
            lost: @escaping @Sendable () -> Void
        ) -> Result<Subscription, PrefsFileWatcher.KernelWatchFailure> {
            let (subscription, unused) = state.withLock {
                state -> (Result<Subscription, PrefsFileWatcher.KernelWatchFailure>, Instance?) in
                if state.instance == nil {
                    state.generations += 1
                    state.instance = Instance(generation: state.generations, queue: queue) { [self] in drain($0, $1) }
                }
                guard let instance = state.instance else {
                    return (.failure(.init(operation: "inotify_init1", code: errno)), nil)
                }
                let watch = inotify_add_watch(instance.descriptor, directory, Self.mask)
                guard watch >= 0 else {
                    let failure = PrefsFileWatcher.KernelWatchFailure(operation: "inotify_add_watch", code: errno)
                    guard state.directories.isEmpty else { return (.failure(failure), nil) }
                    state.instance = nil
                    return (.failure(failure), instance)
                }
                state.subscriptions += 1
                let subscriber = Subscriber(name: name, changed: changed, lost: lost)
                state.directories[watch, default: [:]][state.subscriptions] = subscriber
                return (
                    .success(Subscription(generation: instance.generation, watch: watch, id: state.subscriptions)), nil
                )
            }
            unused?.close()
            return subscription
        }

        /// Ends `subscription`; removes the directory's watch if it was the last for the directory, and closes the
        /// descriptor if it was the last of all. Does nothing for a subscription already ended.
        func unsubscribe(_ subscription: Subscription) {
            let unused = state.withLock { state -> Instance? in
                guard let instance = state.instance, instance.generation == subscription.generation,
                    var subscribers = state.directories[subscription.watch],
                    subscribers.removeValue(forKey: subscription.id) != nil
                else { return nil }
                if subscribers.isEmpty {
                    state.directories[subscription.watch] = nil
                    inotify_rm_watch(instance.descriptor, subscription.watch)
                } else {
                    state.directories[subscription.watch] = subscribers
                }
                guard state.directories.isEmpty else { return nil }
                state.instance = nil
                return instance
            }
            unused?.close()
        }

        /// Whether the descriptor is open and how many directories are watched; for tests.
        var status: (isOpen: Bool, directories: Int) {
            state.withLock { ($0.instance != nil, $0.directories.count) }
        }

        /// Reads the pending events of the instance `generation` and tells their subscribers, outside the lock.
        private func drain(_ descriptor: Int32, _ generation: UInt64) {
            let events = Self.read(descriptor)
            guard !events.isEmpty else { return }
            var changed: [UInt64: @Sendable () -> Void] = [:]
            var lost: [@Sendable () -> Void] = []
            let unused = state.withLock { state -> Instance? in
                guard let instance = state.instance, instance.generation == generation else { return nil }
                for event in events {
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        // Events were dropped: any file may have changed.
                        for (id, subscriber) in state.directories.values.joined() { changed[id] = subscriber.changed }
                    } else if let subscribers = state.directories[event.watch] {
                        if event.mask & Self.endOfWatch != 0 {
                            state.directories[event.watch] = nil
                            if event.mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(descriptor, event.watch) }
                            lost += subscribers.values.map(\.lost)
                        } else if !event.name.isEmpty {
                            for (id, subscriber) in subscribers where subscriber.name == event.name {
                                changed[id] = subscriber.changed
                            }
                        }
                    }
                }
                guard state.directories.isEmpty else { return nil }
                state.instance = nil
                return instance
            }
            unused?.close()
            for call in changed.values { call() }
            for call in lost { call() }
        }

        /// The events readable now, reading at most a few buffers so that a stream of events cannot keep the
        /// queue busy; the read source fires again for the rest.
        private static func read(_ descriptor: Int32) -> [PrefsInotifyEvent] {
            var events: [PrefsInotifyEvent] = []
            withUnsafeTemporaryAllocation(byteCount: 64 * 1024, alignment: 8) { buffer in
                var reads = 0
                while reads < 16 {
                    let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
                    if count > 0 {
                        events += PrefsInotifyEvent.parse(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                        reads += 1
                    } else if count < 0, errno == EINTR {
                        continue
                    } else {
                        break
                    }
                }
            }
            return events
        }
    }

    extension PrefsInotify {
        /// One inotify descriptor and the read source that drains it.
        fileprivate final class Instance: @unchecked Sendable {
            // @unchecked: every stored property is immutable; dispatch sources and semaphores are safe to use from
            // any thread. The descriptor is closed only by the source's cancel handler, after the last event
            // handler has returned.
            let descriptor: Int32
            let generation: UInt64
            private let queue: PrefsWatchQueue
            private let source: any DispatchSourceRead
            private let closed = DispatchSemaphore(value: 0)

            init?(
                generation: UInt64, queue: PrefsWatchQueue,
                handler: @escaping @Sendable (_ descriptor: Int32, _ generation: UInt64) -> Void
            ) {
                let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
                guard descriptor >= 0 else { return nil }
                self.descriptor = descriptor
                self.generation = generation
                self.queue = queue
                source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue.queue)
                let closed = closed
                source.setEventHandler { handler(descriptor, generation) }
                source.setCancelHandler {
                    _ = Glibc.close(descriptor)
                    closed.signal()
                }
                source.resume()
            }

            /// Cancels the source; its cancel handler closes the descriptor. Waits for that unless called on the
            /// instance's queue (from an event handler), where the handler runs next.
            func close() {
                source.cancel()
                guard !queue.isCurrent else { return }
                closed.wait()
            }
        }
    }
#endif

#if canImport(Glibc)
    extension PrefsInotify.Subscription: PrefsKernelFileWatch {
        var mechanism: PrefsFileWatcher.Mechanism { .inotify }

        func cancel() {
            PrefsInotify.shared.unsubscribe(self)
        }
    }
#endif
