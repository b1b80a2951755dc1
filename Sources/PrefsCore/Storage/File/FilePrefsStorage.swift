public import Foundation
import Synchronization

/// Preferences in one file on disk, JSON or property list, written so that they survive crashes, corruption and
/// other processes. ``JSONFilePrefsStorage`` and ``PListFilePrefsStorage`` are this storage with the format fixed;
/// use this class itself when the format is chosen at run time:
///
/// ```swift
/// let storage = FilePrefsStorage(file: url, format: url.pathExtension == "plist" ? .plist(.xml) : .json)
/// ```
///
/// What every file storage guarantees:
/// - **Creating one never throws or crashes**, whatever is on disk. A missing or empty file is an empty storage.
///   A file whose contents cannot be parsed is moved aside to `<file>.corrupt-<UTC timestamp>` (never overwritten,
///   never deleted) and the storage starts empty, or, with ``PrefsUnreadableFilePolicy/keepInPlace``, left where it
///   is with writes refused; a file that cannot be opened (no permission, a directory, too
///   large) is left alone and every write throws until ``reload()`` (or ``modifyExclusively(_:)``, which reads the
///   file again) succeeds. Either way ``loadError`` says what
///   happened and reads serve defaults.
/// - **Atomic writes**: a crash at any instant leaves the old complete file or the new complete file.
/// - **Several processes** may share the file: each write merges its own keys onto the file under a lock, and
///   picks up (and notifies observers of) the other processes' changes.
/// - **Live**: unless created with `watching: .off`, the storage watches its file and takes in the changes other
///   processes and tools make to it about 50 ms after they are made, notifying observers of each changed key (see
///   ``PrefsFileWatching`` and Docs/Live.md). A change the file's new contents cannot be read for is reported once
///   and the last good values are kept until the file is valid again.
/// - **Durability** follows the storage's ``PrefsWritePolicy``.
///
/// ```swift
/// let storage = JSONFilePrefsStorage(file: URL(filePath: "/home/ada/.config/app/prefs.json"))
/// if let problem = storage.loadError { print("warning: \(problem)") }
/// storage.setValue(forKey: "launches", to: 3)  // on disk before this returns
/// ```
public class FilePrefsStorage: PrefsStorage, @unchecked Sendable {
    // `@unchecked`: every stored property is a `let` of a `Sendable` type; the class is not `final` only so that
    // the two format-named subclasses exist, and no one outside this module can subclass it.
    /// The file, as given when the storage was created.
    public let file: URL
    /// The format the file is written in.
    public let fileFormat: PrefsFileFormat
    /// When accepted changes reach the disk.
    public let writePolicy: PrefsWritePolicy
    /// Where problems with the file's values are reported.
    public let issues: PrefsIssueHandler
    /// Whether and how the storage watches its file for other processes' changes.
    public let watching: PrefsFileWatching
    /// How keys name the file's members: one top-level member each, or paths into nested objects.
    public let keys: PrefsFileKeys

    /// ``keys``: how this file names its members (see ``PrefsStorage/fileKeys``).
    public var fileKeys: PrefsFileKeys { keys }
    let store: PrefsValueStore
    let writer: PrefsFileWriter
    let coalescer: PrefsWriteCoalescer?
    let state: Mutex<State>
    /// The file's watcher; `nil` when ``watching`` is ``PrefsFileWatching/off``.
    let watcher = Mutex<PrefsFileWatcher?>(nil)

    struct State {
        var loadError: PrefsFileError?
        /// Set while an unreadable file is kept in place: writes throw `loadError` until a reload succeeds.
        var refusesWrites = false
        /// Set when an unreadable file was moved aside while values were in memory: the next write writes them all.
        var writesAllKeys = false
        /// Set when the file was found unreadable and that is known (``loadError`` at creation, or the watcher's
        /// report); cleared when the file is read or written again.
        var reportedUnreadableChange = false
        /// The members the file keeps as they are, as last read; each is reported once, when first met.
        var kept: [PrefsKeptMember] = []
        /// Members met under the store's lock (by a write or a reload), reported once it is released.
        var unreportedKept: [PrefsKeptMember] = []
    }

    /// Opens the file at `file` (which need not exist yet). Never throws: see ``loadError``.
    ///
    /// - Parameters:
    ///   - file: the file; its directory is created (mode 0700) at the first write if missing.
    ///   - format: the format writes use. Reading accepts the other property-list encoding too.
    ///   - writePolicy: when changes reach the disk; ``PrefsWritePolicy/immediate`` by default.
    ///   - unreadableFile: what to do with a file that cannot be parsed; moved aside by default.
    ///   - issues: where problems with values are reported; the process-wide handler by default.
    ///   - watching: whether to watch the file for other processes' changes; watched with the kernel's
    ///     notifications by default.
    ///   - keys: ``PrefsFileKeys/flat`` (each key a top-level member, the default) or
    ///     ``PrefsFileKeys/nestedPaths`` (each key a path into nested objects: `textEditing.font.size`).
    public init(
        file: URL, format: PrefsFileFormat, writePolicy: PrefsWritePolicy = .immediate,
        unreadableFile: PrefsUnreadableFilePolicy = .moveAside, issues: PrefsIssueHandler = .global,
        watching: PrefsFileWatching = .notifications, keys: PrefsFileKeys = .flat
    ) {
        self.file = file
        fileFormat = format
        self.writePolicy = writePolicy
        self.issues = issues
        self.watching = watching
        self.keys = keys
        let reader = PrefsFileReader(file: file, format: format, policy: unreadableFile, keys: keys)
        let loaded = reader.load(locked: false)
        store = PrefsValueStore(values: loaded.contents.values)
        writer = PrefsFileWriter(reader: reader, image: nil)
        writer.remember(loaded.image)
        if case .coalesce(let interval) = writePolicy {
            coalescer = PrefsWriteCoalescer(interval: interval)
        } else {
            coalescer = nil
        }
        state = Mutex(
            State(
                loadError: loaded.error, refusesWrites: loaded.refusesWrites,
                // An unreadable file at creation is `loadError`'s: the watcher does not report it as a change.
                reportedUnreadableChange: loaded.error != nil, kept: loaded.contents.kept))
        report(loaded.contents.kept)
        startWatching()
    }

    deinit {
        watcher.withLock { $0 }?.cancel()
        do {
            try flush()
        } catch {
            issues.report(PrefsIssue(.file(error as? PrefsFileError ?? fileError(error)), outcome: .keptStoredValue))
        }
    }

    /// The problem met by the last read of the file (creation, ``reload()``, or a write that re-read it), or `nil`
    /// when it was read, or found missing, without trouble.
    public var loadError: PrefsFileError? { state.withLock { $0.loadError } }

    public func storageValue(forKey key: String) -> PrefsValue? { store.value(forKey: key) }

    public func storageValues() -> [String: PrefsValue] { store.values }

    public var generation: UInt64 { store.generation }

    /// ``PrefsValueSource/file(_:)`` for a stored key, ``PrefsValueSource/declaredDefault`` otherwise.
    public func source(forKey key: String) -> PrefsValueSource {
        storageValue(forKey: key) == nil ? .declaredDefault : .file(file)
    }

    public func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        store.observe(observer)
    }

    /// Applies the batch in memory and, with the default write policy, on disk before returning. Values are first
    /// put in the form the file keeps them in, so that memory and file always agree.
    /// - Throws: what `body` throws, or ``PrefsFileError`` when the file cannot be written; nothing changes then.
    public func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        defer { reportUnreportedKept() }
        return try store.modify(persist: persist) { transaction in
            let result = try body(&transaction)
            transaction.transformTouchedValues(fileFormat.canonical)
            return result
        }
    }

    /// Writes pending changes (with ``PrefsWritePolicy/coalesce(_:)``) now; does nothing for an immediate storage.
    /// - Throws: ``PrefsFileError`` when the file cannot be written; the changes stay pending.
    public func flush() throws {
        guard let coalescer else { return }
        defer { reportUnreportedKept() }
        try store.exchangeValues { current in
            let keys = coalescer.takePendingKeys()
            guard !keys.isEmpty else { return nil }
            do {
                return try write(keys: keys, from: current) ?? current
            } catch {
                coalescer.restore(keys)
                throw error
            }
        }
    }

    /// Reads the file again, so that changes made by other processes or tools are seen (observers hear of the keys
    /// whose value changed), then writes the changes still pending with ``PrefsWritePolicy/coalesce(_:)`` over it.
    /// - Throws: ``PrefsFileError`` when the file cannot be read (it is then handled as at creation and
    ///   ``loadError`` is set; the values in memory are unchanged), or when the pending changes cannot be written
    ///   (they stay pending).
    public func reload() throws {
        defer { reportUnreportedKept() }
        try store.exchangeValues { current in
            let loaded = writer.reader.load(locked: false)
            state.withLock { state in
                state.loadError = loaded.error
                state.refusesWrites = loaded.refusesWrites
                if loaded.error?.movedTo != nil { state.writesAllKeys = true }
            }
            // The unreadable file was moved aside: there is no file now, which a watcher must not take for a deletion.
            if loaded.error?.movedTo != nil { writer.remember(nil) }
            if let error = loaded.error { throw error }
            writer.remember(loaded.image)
            state.withLock { state in
                state.unreportedKept += loaded.contents.kept.filter { !state.kept.contains($0) }
                state.kept = loaded.contents.kept
                state.reportedUnreadableChange = false
            }
            var values = loaded.contents.values
            for key in coalescer?.pendingKeys ?? [] { values[key] = current[key] }
            return values
        }
        try flush()
    }

    // MARK: Writing

    private func persist(
        _ values: [String: PrefsValue], _ changes: [PrefsValueChange]
    ) throws -> [String: PrefsValue]? {
        guard let coalescer else { return try write(keys: Set(changes.map(\.key)), from: values) }
        if let error = state.withLock({ $0.refusesWrites ? $0.loadError : nil }) { throw error }
        coalescer.add(changes.map(\.key)) { [weak self] in
            guard let self else { return }
            do {
                try flush()
            } catch {
                issues.report(
                    PrefsIssue(.file(error as? PrefsFileError ?? fileError(error)), outcome: .keptStoredValue))
            }
        }
        return nil
    }

    /// Writes `keys` from `memory`; returns the file's values when they include other processes' changes, `nil`
    /// when they are `memory`.
    private func write(keys: Set<String>, from memory: [String: PrefsValue]) throws -> [String: PrefsValue]? {
        let (refusal, allKeys) = state.withLock { ($0.refusesWrites ? $0.loadError : nil, $0.writesAllKeys) }
        if let refusal { throw refusal }
        let outcome = try writer.write(keys: keys, from: memory, allKeys: allKeys) { error in
            state.withLock {
                $0.loadError = error
                $0.refusesWrites = error.keptInPlace
            }
        }
        state.withLock {
            $0.writesAllKeys = false
            // The file is valid again (this write made it so): a later breakage is reported again.
            $0.reportedUnreadableChange = false
        }
        switch outcome {
        case .wroteMemory:
            state.withLock { $0.kept = writer.reader.kept($0.kept, after: keys, values: memory) }
            return nil
        case .merged(let values, let kept):
            // Another process's write may have added members no preference type holds: each is reported once.
            state.withLock { state in
                state.unreportedKept += kept.filter { !state.kept.contains($0) }
                state.kept = kept
            }
            return values
        }
    }

    /// Reports each of `kept`, members of the file no preference type holds, once.
    func report(_ kept: [PrefsKeptMember]) {
        for member in kept { issues.report(PrefsIssue(member.error(in: file), outcome: .keptInFile)) }
    }

    /// Reports the members a write or a reload met under the store's lock (the issue handler may read the storage).
    func reportUnreportedKept() {
        report(
            state.withLock { state in
                defer { state.unreportedKept = [] }
                return state.unreportedKept
            })
    }

    /// The members of the file no preference type holds, kept as they are (as last read, less those a write of
    /// this storage has replaced since), in file order: what `PrefsDemo dump --all` lists.
    package var keptMembers: [PrefsKeptMember] {
        let values = store.values
        return state.withLock { $0.kept }.filter { values[$0.key] == nil }
    }

    private func fileError(_ error: any Error) -> PrefsFileError {
        PrefsFileError(file: file, problem: .system(operation: "write", code: 0, message: "\(error)"))
    }
}

/// Preferences in a JSON file: a ``FilePrefsStorage`` whose format is ``PrefsFileFormat/json``.
///
/// The file is a JSON object with sorted keys and two-space indentation, readable and editable by people and other
/// tools (`python3 -m json.tool`, `jq`). Numbers read back exactly: an `Int` stays an integer, a `Double` comes back
/// bit for bit, a `Bool` stays a boolean. JSON has no date or data type and no infinite or NaN numbers: a `Date` is
/// kept as an ISO 8601 string, `Data` as base64, and `Double.nan`, `.infinity` and `-.infinity` as `"nan"`, `"inf"` and
/// `"-inf"`; preferences of those types read the strings back. A member this storage cannot represent (a `null`, an
/// integer beyond `Int`, …) reads as absent, is reported once, and is kept in the file when it is rewritten.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json"))
///     @StorageMode var storageMode = .cachedReadStorageWrite
///     @Pref var launches: Int = 0
/// }
/// ```
public final class JSONFilePrefsStorage: FilePrefsStorage, @unchecked Sendable {
    /// Opens the JSON file at `file` (which need not exist yet). Never throws: see ``loadError``.
    ///
    /// - Parameters:
    ///   - file: the file; its directory is created (mode 0700) at the first write if missing.
    ///   - writePolicy: when changes reach the disk; ``PrefsWritePolicy/immediate`` by default.
    ///   - unreadableFile: what to do with a file that cannot be parsed; moved aside by default.
    ///   - issues: where problems with values are reported; the process-wide handler by default.
    ///   - watching: whether to watch the file for other processes' changes; watched by default.
    ///   - keys: whether keys are top-level members (the default) or paths into nested objects (see
    ///     ``PrefsFileKeys``).
    public init(
        file: URL, writePolicy: PrefsWritePolicy = .immediate, unreadableFile: PrefsUnreadableFilePolicy = .moveAside,
        issues: PrefsIssueHandler = .global, watching: PrefsFileWatching = .notifications, keys: PrefsFileKeys = .flat
    ) {
        super.init(
            file: file, format: .json, writePolicy: writePolicy, unreadableFile: unreadableFile, issues: issues,
            watching: watching, keys: keys)
    }
}

/// Preferences in a property-list file (XML or binary): a ``FilePrefsStorage`` whose format is a property list.
///
/// Every value keeps its type: `<true/>` is a `Bool`, `<integer>` an `Int`, `<real>` a `Double` (bit for bit),
/// and dates and data are native. XML property lists store dates to the whole second (as Apple's and Python's
/// do), so this storage truncates dates to the second when the format is ``PrefsPListFormat/xml``; the binary format
/// keeps them exactly. A file in either format is read, whatever `format` says; writes use `format`.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .plistFile(URL(filePath: "/home/ada/.config/app/prefs.plist"), format: .binary)
///     @StorageMode var storageMode = .cachedReadStorageWrite
///     @Pref var launches: Int = 0
/// }
/// ```
public final class PListFilePrefsStorage: FilePrefsStorage, @unchecked Sendable {
    /// Opens the property-list file at `file` (which need not exist yet). Never throws: see ``loadError``.
    ///
    /// - Parameters:
    ///   - file: the file; its directory is created (mode 0700) at the first write if missing.
    ///   - format: the encoding writes use.
    ///   - writePolicy: when changes reach the disk; ``PrefsWritePolicy/immediate`` by default.
    ///   - unreadableFile: what to do with a file that cannot be parsed; moved aside by default.
    ///   - issues: where problems with values are reported; the process-wide handler by default.
    ///   - watching: whether to watch the file for other processes' changes; watched by default.
    ///   - keys: whether keys are top-level members (the default) or paths into nested dictionaries (see
    ///     ``PrefsFileKeys``).
    public init(
        file: URL, format: PrefsPListFormat = .xml, writePolicy: PrefsWritePolicy = .immediate,
        unreadableFile: PrefsUnreadableFilePolicy = .moveAside, issues: PrefsIssueHandler = .global,
        watching: PrefsFileWatching = .notifications, keys: PrefsFileKeys = .flat
    ) {
        super.init(
            file: file, format: .plist(format), writePolicy: writePolicy, unreadableFile: unreadableFile,
            issues: issues, watching: watching, keys: keys)
    }

    /// The encoding writes use.
    public var format: PrefsPListFormat {
        guard case .plist(let format) = fileFormat else { return .xml }
        return format
    }
}
