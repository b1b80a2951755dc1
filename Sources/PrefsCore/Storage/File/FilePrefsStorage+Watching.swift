import Foundation

extension FilePrefsStorage {
    /// How long after the first event a watched storage reads its file, folding in the events that follow.
    static let watchLatency: Duration = .milliseconds(50)

    /// Starts the watcher ``watching`` asks for. It captures the storage weakly and is cancelled in `deinit`. A
    /// watcher that has to poll because notifications cannot be set up says so once, as a ``PrefsIssue``.
    func startWatching() {
        let mode: PrefsFileWatcher.Mode
        switch watching {
        case .off: return
        case .notifications: mode = .kernel
        case .polling(let interval): mode = .polling(interval: interval)
        }
        let watcher = PrefsFileWatcher(
            file: file, latency: Self.watchLatency, mode: mode,
            onFallback: { [issues, file] failure in
                let problem = PrefsFileError.Problem.system(
                    operation: "watch (\(failure.operation))", code: failure.code,
                    message: String(cString: strerror(failure.code)))
                let polling = PrefsIssue.Outcome.pollingFile(every: PrefsFileWatcher.fallbackInterval)
                issues.report(.file(PrefsFileError(file: file, problem: problem)), polling)
            },
            onChange: { [weak self] in self?.fileMayHaveChanged() })
        self.watcher.withLock { $0 = watcher }
        // The file may have changed between the first read and the start of the watch.
        watcher.signal()
    }

    /// The watcher's call: takes in what another process or tool changed in the file.
    ///
    /// Costs one read of the file when the file holds what this storage last read or wrote (its own writes, and
    /// spurious events), without the store's lock. Otherwise, under the store's lock as ``reload()``, the file's
    /// values replace memory's, except the keys of a pending coalesced write, which win and are written later;
    /// observers hear of the keys whose value changed. A file that cannot be read is reported once (until it is read
    /// again) and memory keeps the last good values; it is not moved aside. A deleted file reads as empty, as
    /// `reload()` reads it: its preferences read their defaults.
    func fileMayHaveChanged() {
        if fileHoldsKnownBytes() { return }
        if case .missing = PrefsFileSystem.read(writer.reader.path) {
            // An editor's save may rename the file away before it writes the new one: look again a moment later.
            Thread.sleep(forTimeInterval: Self.seconds(Self.watchLatency))
            if fileHoldsKnownBytes() { return }
        }
        var unreadable: PrefsFileError?
        var newlyKept: [PrefsKeptMember] = []
        try? store.exchangeValues { current in
            let known = writer.knownBytes
            let loaded = writer.reader.load(locked: false, unlessEqualTo: known, policy: .keepInPlace)
            if loaded.isUnchanged { return nil }
            // Still no file (a reload or a write moved an unreadable one aside since): nothing changed.
            if loaded.bytes == nil, loaded.error == nil, known == nil { return nil }
            if let error = loaded.error {
                // Not thrown, and not `keptInPlace`: writes go on (and apply the storage's policy to the file). A
                // `loadError` a reload or a write recorded for the same problem says more (where the file went, that
                // writes are refused) and is kept.
                let reported = PrefsFileError(file: file, problem: error.problem)
                unreadable = state.withLock { state in
                    if state.loadError?.problem != error.problem { state.loadError = reported }
                    defer { state.reportedUnreadableChange = true }
                    return state.reportedUnreadableChange ? nil : reported
                }
                return nil
            }
            writer.remember(loaded.image)
            newlyKept = state.withLock { state in
                state.loadError = nil
                state.refusesWrites = false
                state.reportedUnreadableChange = false
                defer { state.kept = loaded.contents.kept }
                return loaded.contents.kept.filter { !state.kept.contains($0) }
            }
            var values = loaded.contents.values
            for key in coalescer?.pendingKeys ?? [] { values[key] = current[key] }
            return values
        }
        if let unreadable { issues.report(.file(unreadable), .keptValuesInMemory) }
        report(newlyKept)
    }

    /// Whether the file holds exactly the bytes this storage last read or wrote (or is missing, as it was).
    private func fileHoldsKnownBytes() -> Bool {
        let known = writer.knownBytes
        switch PrefsFileSystem.read(writer.reader.path) {
        case .missing: return known == nil
        case .contents(let bytes, _): return known.map { PrefsFileSystem.equal(bytes, $0) } ?? false
        case .failed: return false
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

extension AnyPrefsStorage {
    /// The wrapped storage when it keeps a file, so that `flush()`, `reload()` and `loadError` stay reachable.
    public var fileStorage: (FilePrefsStorage)? { base as? FilePrefsStorage }
}
