public import Foundation

/// Preferences in a property-list file (XML or binary), written so that they survive crashes, corruption and
/// other processes.
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
///
/// See ``PrefsFileStorage`` for what happens to an unreadable file, locking and durability.
public final class PListFilePrefsStorage: PrefsFileStorage {
    /// The property-list encodings: `.xml` or `.binary`.
    public typealias Format = PrefsPListFormat

    private let core: PrefsFileStore

    /// Opens the property-list file at `file` (which need not exist yet). Never throws: see ``loadError``.
    ///
    /// - Parameters:
    ///   - file: the file; its directory is created (mode 0700) at the first write if missing.
    ///   - format: the encoding writes use.
    ///   - writePolicy: when changes reach the disk; ``PrefsWritePolicy/immediate`` by default.
    ///   - unreadableFile: what to do with a file that cannot be parsed; moved aside by default.
    public init(
        file: URL, format: PrefsPListFormat = .xml, writePolicy: PrefsWritePolicy = .immediate,
        unreadableFile: PrefsUnreadableFilePolicy = .moveAside
    ) {
        core = PrefsFileStore(
            file: file, format: .plist(format), writePolicy: writePolicy, unreadableFile: unreadableFile)
    }

    deinit {
        do {
            try core.flush()
        } catch {
            PrefsIssues.report(.writeFailed(key: core.file.lastPathComponent, reason: "\(error)"))
        }
    }

    public var file: URL { core.file }

    /// The encoding writes use.
    public var format: PrefsPListFormat {
        guard case .plist(let format) = core.format else { return .xml }
        return format
    }

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
