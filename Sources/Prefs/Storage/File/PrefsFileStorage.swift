public import Foundation

/// A storage that keeps its preferences in one file on disk: ``JSONFilePrefsStorage`` or ``PListFilePrefsStorage``.
///
/// What every file storage guarantees:
/// - **Creating one never throws or crashes**, whatever is on disk. A missing or empty file is an empty storage.
///   A file whose contents cannot be parsed is moved aside to `<file>.corrupt-<UTC timestamp>` (never overwritten,
///   never deleted) and the storage starts empty, or, with ``PrefsUnreadableFilePolicy/keepInPlace``, left where it
///   is with writes refused; a file that cannot be opened (no permission, a directory, too
///   large) is left alone and every write throws until ``reload()`` succeeds. Either way ``loadError`` says what
///   happened and reads serve defaults.
/// - **Atomic writes**: a crash at any instant leaves the old complete file or the new complete file.
/// - **Several processes** may share the file: each write merges its own keys onto the file under a lock, and
///   picks up (and notifies observers of) the other processes' changes.
/// - **Durability** follows the storage's ``PrefsWritePolicy``.
///
/// ```swift
/// let storage = JSONFilePrefsStorage(file: URL(filePath: "/home/ada/.config/app/prefs.json"))
/// if let problem = storage.loadError { print("warning: \(problem)") }
/// storage.setValue(forKey: "launches", to: 3)  // on disk before this returns
/// ```
public protocol PrefsFileStorage: PrefsStorage {
    /// The file, as given when the storage was created.
    var file: URL { get }

    /// When accepted changes reach the disk.
    var writePolicy: PrefsWritePolicy { get }

    /// The problem met by the last read of the file (creation, ``reload()``, or a write that re-read it), or `nil`
    /// when it was read, or found missing, without trouble.
    var loadError: PrefsFileError? { get }

    /// Makes every accepted change durable: writes pending changes of a coalescing storage and `fsync`s them.
    /// With ``PrefsWritePolicy/immediate`` every change is already durable and this does nothing.
    /// - Throws: ``PrefsFileError`` when the file cannot be written; the changes stay pending.
    func flush() throws

    /// Re-reads the file, so that changes made by other processes or tools are seen; observers are notified for
    /// the keys whose value changed. Pending changes are written first.
    /// - Throws: ``PrefsFileError`` when the file cannot be read (it is then handled as at creation and
    ///   ``loadError`` is set); the values in memory are unchanged.
    func reload() throws
}
