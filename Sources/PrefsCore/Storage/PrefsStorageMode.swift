/// How a schema reads its storage.
///
/// - ``storageOnly``: every read asks the storage and decodes the stored value.
/// - ``cachedReadStorageWrite``: reads are served from a decoded copy kept per preference; writes go straight to
///   storage. The copy is never stale with respect to the storage object: any change to the storage (through
///   any schema, `storage.setValue`, an import or a `reload()` of a file) changes its ``PrefsStorage/generation``,
///   and the next read decodes again. Changes made to a file by another process are seen after `reload()`, or
///   after this process's next write to the file (every write re-reads and merges the file).
public enum PrefsStorageMode: Sendable, Hashable {
    /// Read from storage on every access.
    case storageOnly
    /// Serve reads from a per-preference cache that follows the storage's changes; write through to storage.
    case cachedReadStorageWrite
}
