import Dispatch
import Foundation
import Synchronization

/// The engine behind ``JSONFilePrefsStorage`` and ``PListFilePrefsStorage``: values in memory, mirrored to one file
/// that several processes may share.
///
/// Every write takes the advisory lock (`flock` on `<file>.lock`), re-reads the file, merges this storage's changed
/// keys onto what is on disk, writes the result atomically and keeps the merged values in memory, so other
/// processes' changes are picked up (and observed) and never overwritten.
final class PrefsFileStore: Sendable {
    let file: URL
    let format: PrefsFileFormat
    let writePolicy: PrefsWritePolicy
    let unreadableFile: PrefsUnreadableFilePolicy
    let store: PrefsValueStore
    /// The file's path with symbolic links resolved, so a link to the file is kept and written through.
    private let path: String
    private let lockPath: String
    private let state: Mutex<State>

    private struct State {
        var loadError: PrefsFileError?
        /// Set while an unreadable file is kept in place: writes throw `loadError` until a reload succeeds.
        var refusesWrites = false
        var opaque: [String: String] = [:]
        /// Set when an unreadable file was moved aside while values were in memory: the next write writes them all.
        var writesAllKeys = false
        /// Whether this storage has removed temporary files left by killed writers (done at its first write).
        var removedStaleTemporaryFiles = false
        var pendingKeys: Set<String> = []
        var flushScheduled = false
    }

    /// What reading the file gave.
    private struct Loaded {
        var values: [String: PrefsValue] = [:]
        var opaque: [String: String] = [:]
        var error: PrefsFileError?
        var refusesWrites: Bool { error?.keptInPlace ?? false }
    }

    init(
        file: URL, format: PrefsFileFormat, writePolicy: PrefsWritePolicy,
        unreadableFile: PrefsUnreadableFilePolicy = .moveAside
    ) {
        self.file = file
        self.format = format
        self.writePolicy = writePolicy
        self.unreadableFile = unreadableFile
        path = file.standardizedFileURL.resolvingSymlinksInPath().path
        lockPath = path + ".lock"
        let loaded = Self.load(
            path: path, lockPath: lockPath, file: file, format: format, locked: false, unreadableFile: unreadableFile)
        store = PrefsValueStore(values: loaded.values)
        state = Mutex(State(loadError: loaded.error, refusesWrites: loaded.refusesWrites, opaque: loaded.opaque))
    }

    var loadError: PrefsFileError? { state.withLock { $0.loadError } }

    func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try store.modify(persist: { values, changes in try persist(values, changes) }, body)
    }

    /// Writes the pending changes of a coalescing storage now. Does nothing for an immediate one.
    func flush() throws {
        try store.exchangeValues { current in
            let keys = state.withLock { state in
                defer { state.pendingKeys = [] }
                return state.pendingKeys
            }
            guard !keys.isEmpty else { return nil }
            do {
                return try writeMerged(keys: keys, from: current)
            } catch {
                state.withLock { $0.pendingKeys.formUnion(keys) }
                throw error
            }
        }
    }

    /// Writes pending changes, then replaces the values with the file's; throws (changing nothing) when the file
    /// cannot be read.
    func reload() throws {
        try flush()
        try store.exchangeValues { _ in
            let loaded = Self.load(
                path: path, lockPath: lockPath, file: file, format: format, locked: false,
                unreadableFile: unreadableFile)
            state.withLock { state in
                state.loadError = loaded.error
                state.refusesWrites = loaded.refusesWrites
                if loaded.error == nil { state.opaque = loaded.opaque }
                if loaded.error?.movedTo != nil { state.writesAllKeys = true }
            }
            if let error = loaded.error { throw error }
            return loaded.values
        }
    }

    // MARK: Writing

    private func persist(
        _ values: [String: PrefsValue], _ changes: [PrefsValueChange]
    ) throws -> [String: PrefsValue] {
        let keys = Set(changes.map(\.key))
        switch writePolicy {
        case .immediate:
            return try writeMerged(keys: keys, from: values)
        case .coalesce(let interval):
            let schedule = try state.withLock { state throws(PrefsFileError) -> Bool in
                if state.refusesWrites, let error = state.loadError { throw error }
                state.pendingKeys.formUnion(keys)
                defer { state.flushScheduled = true }
                return !state.flushScheduled
            }
            if schedule { scheduleFlush(after: interval) }
            var kept = values
            for key in keys { kept[key] = values[key].map(format.canonical) }
            return kept
        }
    }

    /// Under the file lock: reads the file, sets `keys` to their values in `memory`, writes, returns the result.
    private func writeMerged(keys: Set<String>, from memory: [String: PrefsValue]) throws -> [String: PrefsValue] {
        if let error = state.withLock({ $0.refusesWrites ? $0.loadError : nil }) { throw error }
        let keys = state.withLock { $0.writesAllKeys } ? keys.union(memory.keys) : keys
        var refusal: PrefsFileError?
        do {
            try PrefsFileSystem.createParentDirectory(of: path)
            return try PrefsFileSystem.withLock(lockPath) { () throws(PrefsFileError.Problem) in
                let loaded = Self.load(
                    path: path, lockPath: lockPath, file: file, format: format, locked: true,
                    unreadableFile: unreadableFile)
                var merged = loaded.values
                var opaque = loaded.opaque
                if let error = loaded.error {
                    state.withLock {
                        $0.loadError = error
                        $0.refusesWrites = loaded.refusesWrites
                    }
                    guard error.movedTo != nil else {
                        refusal = error
                        throw error.problem
                    }
                    merged = memory
                    opaque = state.withLock { $0.opaque }
                }
                for key in keys {
                    merged[key] = memory[key].map(format.canonical)
                    opaque[key] = nil
                }
                if !state.withLock({ $0.removedStaleTemporaryFiles }) {
                    PrefsFileSystem.removeStaleTemporaryFiles(of: path)
                    state.withLock { $0.removedStaleTemporaryFiles = true }
                }
                try PrefsFileSystem.writeAtomically(try format.encode(merged, opaque: opaque), to: path)
                state.withLock { [opaque] in
                    $0.opaque = opaque
                    $0.writesAllKeys = false
                }
                return merged
            }
        } catch {
            throw refusal ?? PrefsFileError(file: file, problem: error)
        }
    }

    private func scheduleFlush(after interval: Duration) {
        let (seconds, attoseconds) = interval.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(max(0, nanoseconds))) { [weak self] in
            guard let self else { return }
            state.withLock { $0.flushScheduled = false }
            do {
                try flush()
            } catch {
                PrefsIssues.report(.writeFailed(key: file.lastPathComponent, reason: "\(error)"))
            }
        }
    }

    // MARK: Reading

    /// Reads the file. An unreadable file is never changed: contents that cannot be parsed are moved aside
    /// (under the lock, and only if the file is still the one read) unless `unreadableFile` keeps them in place; a
    /// file that cannot be opened is left alone. A file left in place refuses writes.
    private static func load(
        path: String, lockPath: String, file: URL, format: PrefsFileFormat, locked: Bool,
        unreadableFile: PrefsUnreadableFilePolicy
    ) -> Loaded {
        for _ in 0..<3 {
            switch PrefsFileSystem.read(path) {
            case .missing:
                return Loaded()
            case .failed(let problem):
                return Loaded(error: PrefsFileError(file: file, problem: problem, keptInPlace: true))
            case .contents(let bytes, let identity):
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return Loaded() }
                let problem: PrefsFileError.Problem
                do {
                    let document = try format.decode(bytes)
                    return Loaded(values: document.values, opaque: document.opaque)
                } catch {
                    problem = error
                }
                if unreadableFile == .keepInPlace {
                    return Loaded(error: PrefsFileError(file: file, problem: problem, keptInPlace: true))
                }
                let moveAside = { PrefsFileSystem.moveAside(path, ifStill: identity) }
                let moved = locked ? moveAside() : (try? PrefsFileSystem.withLock(lockPath, moveAside)) ?? nil
                if let moved {
                    return Loaded(
                        error: PrefsFileError(file: file, problem: problem, movedTo: URL(fileURLWithPath: moved)))
                }
                if PrefsFileSystem.identity(of: path) == identity {
                    return Loaded(error: PrefsFileError(file: file, problem: problem, keptInPlace: true))
                }
            // The file was replaced while it was read: read the new one.
            }
        }
        return Loaded(
            error: PrefsFileError(
                file: file, problem: .system(operation: "read", code: 0, message: "the file keeps changing"),
                keptInPlace: true))
    }
}
