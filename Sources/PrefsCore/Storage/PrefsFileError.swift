public import Foundation

/// A problem with a preferences file: it could not be read, parsed or written.
///
/// File storages never throw from their initialiser. When the file cannot be read they keep it (see
/// ``JSONFilePrefsStorage``) and expose this error as `loadError`; reads then serve defaults. Writes and
/// `reload()` throw it.
///
/// ```swift
/// let storage = JSONFilePrefsStorage(file: url)
/// if let error = storage.loadError {
///     print(error)  // /home/ada/.config/app/prefs.json: line 3, column 5: expected ',' or '}' … moved to …
/// }
/// ```
public struct PrefsFileError: Error, Sendable, Equatable {
    /// What went wrong.
    public enum Problem: Error, Sendable, Equatable {
        /// The process may not read (or write) the file.
        case permissionDenied
        /// The path names a directory.
        case isDirectory
        /// The path names something other than a regular file (a FIFO, a device, a socket).
        case notRegularFile
        /// The file is larger than file storages read (``PrefsFileError/maximumFileSize``).
        case tooLarge(bytes: Int)
        /// The JSON text is malformed at a 1-based line and column (in bytes) and a 0-based byte offset.
        case syntax(message: String, line: Int, column: Int, offset: Int)
        /// The property list is malformed.
        case invalidPropertyList(message: String)
        /// The file holds a valid document whose top level is not a dictionary of preferences.
        case wrongTopLevelType(found: String)
        /// A value cannot be written in this format (for example `Double.nan` in JSON).
        case unsupportedValue(key: String, reason: String)
        /// The operating system reported an error.
        case system(operation: String, code: Int32, message: String)
    }

    /// The file at fault.
    public let file: URL
    /// What went wrong.
    public let problem: Problem
    /// Where the unreadable file was moved, or `nil` when it was not moved.
    public let movedTo: URL?
    /// Whether the storage left the unreadable file where it is and refuses writes until `reload()` succeeds
    /// (the file could not be opened, or could not be moved aside).
    public let keptInPlace: Bool

    /// The largest file a file storage reads: 64 MiB.
    public static let maximumFileSize = 64 << 20

    public init(file: URL, problem: Problem, movedTo: URL? = nil, keptInPlace: Bool = false) {
        self.file = file
        self.problem = problem
        self.movedTo = movedTo
        self.keptInPlace = keptInPlace
    }
}

extension PrefsFileError: CustomStringConvertible {
    public var description: String {
        var text = summary
        if let movedTo {
            text += "; the unreadable file was moved to \(movedTo.path) and a new file will be written"
        } else if keptInPlace {
            text += "; the file was left untouched and writes are refused until reload() succeeds"
        }
        return text
    }
}

extension PrefsFileError {
    /// The file and what went wrong, without advice: `/home/ada/prefs.json: permission denied`.
    package var summary: String { "\(file.path): \(problem)" }
}

extension PrefsFileError.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .permissionDenied: "permission denied"
        case .isDirectory: "is a directory, not a file"
        case .notRegularFile: "is not a regular file"
        case .tooLarge(let bytes): "the file has \(bytes) bytes, more than the \(PrefsFileError.maximumFileSize) read"
        case .syntax(let message, let line, let column, let offset):
            "line \(line), column \(column) (byte \(offset)): \(message)"
        case .invalidPropertyList(let message): "not a valid property list: \(message)"
        case .wrongTopLevelType(let found): "the top level is \(found), not a dictionary of preferences"
        case .unsupportedValue(let key, let reason): "'\(key)' cannot be written: \(reason)"
        case .system(let operation, let code, let message): "\(operation) failed: \(message) (errno \(code))"
        }
    }

    /// Whether the file's contents are unreadable (as opposed to the file being out of reach).
    var isCorruptContent: Bool {
        switch self {
        case .syntax, .invalidPropertyList, .wrongTopLevelType: true
        default: false
        }
    }
}
