/// Declares a schema's storage: `@Storage var storage = .dictionary`.
///
/// Assign the storage in the declaration or in `init`, and treat it as a `let` from then on: the schema may be
/// shared across threads, and nothing synchronises a later reassignment with readers on other threads.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .jsonFile(URL(filePath: "/tmp/app.json"))
///     @StorageMode var storageMode = .cachedReadStorageWrite
/// }
/// ```
@propertyWrapper
public struct Storage<Wrapped: PrefsStorage>: Sendable {
    /// The storage.
    public var wrappedValue: Wrapped

    public init(wrappedValue: Wrapped) {
        self.wrappedValue = wrappedValue
    }
}

/// Declares how a schema reads its storage: `@StorageMode var storageMode = .cachedReadStorageWrite`.
///
/// Like ``Storage``, assign it in the declaration or in `init` and treat it as a `let` from then on. See ``PrefsStorageMode`` for what each mode means.
@propertyWrapper
public struct StorageMode: Sendable {
    /// The mode.
    public var wrappedValue: PrefsStorageMode

    public init(wrappedValue: PrefsStorageMode) {
        self.wrappedValue = wrappedValue
    }
}
