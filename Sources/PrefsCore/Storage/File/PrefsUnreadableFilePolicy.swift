/// What a file storage does with a file whose contents cannot be parsed (garbage, truncated, the wrong top-level
/// type). Either way the file is never overwritten and never deleted, and ``FilePrefsStorage/loadError`` says what
/// happened.
///
/// ```swift
/// // An app: move a broken file aside and start afresh.
/// let storage = JSONFilePrefsStorage(file: url)
/// // A tool that inspects the file: leave it where it is and refuse to write until it is fixed.
/// let inspector = JSONFilePrefsStorage(file: url, unreadableFile: .keepInPlace)
/// ```
public enum PrefsUnreadableFilePolicy: Sendable, Hashable {
    /// Move the file aside to `<file>.corrupt-<UTC timestamp>` and start empty; the next write creates a new file.
    /// This is the default: an app keeps working, and the old contents stay on disk for the user to recover.
    case moveAside
    /// Leave the file where it is and refuse every write (throwing ``PrefsFileError``) until ``FilePrefsStorage/reload()``
    /// reads it successfully. For tools that report the problem and let the user fix the file.
    case keepInPlace
}
