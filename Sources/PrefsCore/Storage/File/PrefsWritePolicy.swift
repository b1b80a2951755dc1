/// When a file storage writes accepted changes to disk.
///
/// ```swift
/// let storage = JSONFilePrefsStorage(file: url, writePolicy: .coalesce(.milliseconds(200)))
/// storage.setValue(forKey: "volume", to: 0.8)  // in memory now, on disk within 200 ms
/// try storage.flush()                          // on disk now
/// ```
public enum PrefsWritePolicy: Sendable, Hashable {
    /// Every batch is on disk, `fsync`ed, before the call that made it returns. A crash loses nothing that was
    /// accepted. This is the default.
    case immediate
    /// Batches are applied in memory at once (reads and observers see them) and written together at most
    /// `interval` later, or at ``FilePrefsStorage/flush()``, `reload()` or when the storage is deallocated.
    ///
    /// A crash or `SIGKILL` loses the changes accepted during the last `interval` that were not yet written; the
    /// file still holds the previous complete state, never a partial one. A write that fails in the background is
    /// reported as a ``PrefsIssue`` and retried at the next change or flush.
    case coalesce(Duration)
}
