public import Foundation

/// Preferences in a JSON file, written so that they survive crashes, corruption and other processes.
///
/// The file is a JSON object with sorted keys and two-space indentation, readable and editable by people and other
/// tools (`python3 -m json.tool`, `jq`). Numbers read back exactly: an `Int` stays an integer, a `Double` comes back
/// bit for bit, a `Bool` stays a boolean. JSON has no date or data type: a `Date` is kept as an ISO 8601 string
/// (``PrefsDateString``) and `Data` as a base64 string; `Date` and `Data` preferences read those strings back.
/// A member this storage cannot represent (a `null`, an integer beyond `Int`) reads as absent but is kept in
/// the file when it is rewritten.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json"))
///     @StorageMode var storageMode = .cachedReadStorageWrite
///     @Pref var launches: Int = 0
/// }
/// ```
///
/// See ``PrefsFileStorage`` for what happens to an unreadable file, locking and durability.
public final class JSONFilePrefsStorage: PrefsFileStorage {
    private let core: PrefsFileStore

    /// Opens the JSON file at `file` (which need not exist yet). Never throws: see ``loadError``.
    ///
    /// - Parameters:
    ///   - file: the file; its directory is created (mode 0700) at the first write if missing.
    ///   - writePolicy: when changes reach the disk; ``PrefsWritePolicy/immediate`` by default.
    ///   - unreadableFile: what to do with a file that cannot be parsed; moved aside by default.
    public init(
        file: URL, writePolicy: PrefsWritePolicy = .immediate, unreadableFile: PrefsUnreadableFilePolicy = .moveAside
    ) {
        core = PrefsFileStore(file: file, format: .json, writePolicy: writePolicy, unreadableFile: unreadableFile)
    }

    deinit {
        do {
            try core.flush()
        } catch {
            PrefsIssues.report(.writeFailed(key: core.file.lastPathComponent, reason: "\(error)"))
        }
    }

    public var file: URL { core.file }

    public var writePolicy: PrefsWritePolicy { core.writePolicy }

    public var loadError: PrefsFileError? { core.loadError }

    public func flush() throws { try core.flush() }

    public func reload() throws { try core.reload() }

    public func storageValue(forKey key: String) -> PrefsValue? { core.store.value(forKey: key) }

    public func storageValues() -> [String: PrefsValue] { core.store.values }

    /// Applies the batch in memory and, with the default write policy, on disk before returning.
    /// - Throws: what `body` throws, or PrefsFileError when the file cannot be written; nothing changes then.
    public func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try core.modify(body)
    }

    public var generation: UInt64 { core.store.generation }

    public func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        core.store.observe(observer)
    }
}
