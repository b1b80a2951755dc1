/// A place where preferences are kept: in memory, in a file, or anywhere else.
///
/// A storage is a thread-safe map from keys to ``PrefsValue``s. All changes go through ``modify(_:)``, which applies a
/// batch atomically (one lock, one write for file storages), bumps ``generation`` and then tells observers
/// which keys really changed. Schemas rely on these three guarantees for their caches and notifications.
///
/// Most code uses the typed helpers instead of the requirements:
///
/// ```swift
/// let storage = DictionaryPrefsStorage()
/// storage.setValue(forKey: "fruit-apple", to: "red")
/// let apple: String? = storage.value(forKey: "fruit-apple")  // "red"
/// ```
///
/// To write your own storage, keep the values in a ``PrefsValueStore`` and forward to it, as
/// ``DictionaryPrefsStorage`` does.
public protocol PrefsStorage: AnyObject, Sendable {
    /// The stored value for `key`, or `nil` when the key is absent.
    func storageValue(forKey key: String) -> PrefsValue?

    /// A snapshot of every stored key and value.
    func storageValues() -> [String: PrefsValue]

    /// Applies the changes `body` makes as one atomic batch.
    ///
    /// `body` runs under the storage's writer lock. It may read the storage (it sees the values as they were when
    /// the batch began) and write it: a batch started from inside `body` on the same thread commits at once, before
    /// this one, whose keys then win (see "The storage contract" in Docs/Storage.md). If `body` throws, or the
    /// storage cannot persist the batch, nothing is changed and the error is rethrown.
    /// - Throws: what `body` throws, or the storage's own error when the batch cannot be persisted.
    func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result

    /// Applies the changes `body` makes as one atomic batch, like ``modify(_:)``, with `body` given the values as
    /// they are where the storage keeps them at this moment, and no other writer (another process included)
    /// changing them until the batch is written.
    ///
    /// A file storage reads the file under its lock, runs `body` on what it holds, and writes the result before
    /// releasing the lock; ``modify(_:)`` instead merges a batch's changes into the file. `migrate()` uses this, so
    /// that a conversion sees another process's latest values. The default calls ``modify(_:)``, which is right for
    /// any storage only this process writes; a storage that wraps another forwards to it:
    ///
    /// ```swift
    /// func modifyExclusively<Result>(
    ///     _ body: (inout PrefsStorageTransaction) throws -> Result
    /// ) throws -> Result {
    ///     try wrapped.modifyExclusively(body)
    /// }
    /// ```
    ///
    /// As in ``modify(_:)``, `body` runs under the storage's lock (for a file, also the lock other processes take);
    /// a batch of the same storage started from inside it runs nested and commits first.
    /// - Throws: what `body` throws, or the storage's own error; nothing is changed then.
    func modifyExclusively<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result

    /// A number that changes whenever any stored value changes; caches compare it to know they are current.
    var generation: UInt64 { get }

    /// Calls `observer` after each batch that changed at least one value, with the changes in key order.
    ///
    /// The observer runs on the thread that made the change, after the storage's lock is released.
    /// It stays registered until the returned observation is cancelled or deallocated.
    func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation

    /// Where the problems met with this storage's values are reported (see ``PrefsIssue``); schemas over the storage
    /// report there too. ``PrefsIssueHandler/global`` unless the storage was given its own.
    var issues: PrefsIssueHandler { get }

    // Capabilities, each with a default (see PrefsStorage+Capabilities.swift): a storage that wraps another forwards
    // them, so that what the library asks of the wrapped storage still reaches it.

    /// Where the value a schema reads for `key` comes from: the layer that gives it in a ``LayeredPrefsStorage``,
    /// ``PrefsValueSource/file(_:)`` for a value in a file storage, ``PrefsValueSource/storage`` for one in another
    /// storage, and ``PrefsValueSource/declaredDefault`` when nothing is stored.
    ///
    /// ```swift
    /// if prefs.storage.source(forKey: "ui.theme").overridesFile { print("set elsewhere; your change waits") }
    /// ```
    func source(forKey key: String) -> PrefsValueSource

    /// The value the defaults layer of a ``LayeredPrefsStorage`` gives `key`, whether or not another layer overrides
    /// it; `nil` for a storage without layers. The command line says "still reads … from the defaults file" with it.
    func defaultsLayerValue(forKey key: String) -> PrefsValue?

    /// The storage writes land in: the user layer of a ``LayeredPrefsStorage``, else this storage. Reviews,
    /// migrations and the command line compare what they write with its values.
    var writtenStorage: any PrefsStorage { get }

    /// The value a write to `key` replaces: what ``writtenStorage`` holds for it, without what the storage only reads
    /// (a ``UserDefaultsPrefsStorage``'s launch arguments and registered defaults). Reviews and the command line
    /// compare with it.
    func writtenValue(forKey key: String) -> PrefsValue?

    /// How the file behind the storage names its members: ``PrefsFileKeys/nestedPaths`` for a file storage created
    /// with `keys: .nestedPaths` (and a layered storage over one, whose layer files are then read the same way),
    /// ``PrefsFileKeys/flat`` otherwise.
    var fileKeys: PrefsFileKeys { get }

    /// Whether the storage wants each preference's ``PrefsKeyRule`` (a layered storage, to read values from text).
    var wantsKeyRules: Bool { get }

    /// Takes the rules of a schema's preferences, by key, when ``wantsKeyRules`` is `true`.
    func adoptKeyRules(_ rules: [String: PrefsKeyRule])

    /// The value store a schema's setter may write directly, skipping ``modify(_:)`` (the short path of
    /// ``DictionaryPrefsStorage``, whose batches do nothing else); `nil` for a storage whose writes must go through
    /// ``modify(_:)``. A wrapper forwards it only if writes through it may skip it.
    var inMemoryStore: PrefsValueStore? { get }

    /// Reads the values again from where the storage keeps them (a file, the defaults); observers hear of what
    /// changed. Does nothing for a storage only this process writes.
    /// - Throws: the storage's error when its values cannot be read (a file storage's ``PrefsFileError``).
    func reload() throws
}

extension PrefsStorage {
    /// The process-wide handler: storages that take no handler of their own report there.
    public var issues: PrefsIssueHandler { .global }

    /// ``modify(_:)``: a storage only this process writes holds the latest values already.
    public func modifyExclusively<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try modify(body)
    }
}

/// One key's change in a storage batch.
public struct PrefsValueChange: Sendable, Hashable {
    /// The storage key.
    public let key: String
    /// The value before the batch, or `nil` when the key was absent.
    public let oldValue: PrefsValue?
    /// The value after the batch, or `nil` when the key was removed.
    public let newValue: PrefsValue?

    public init(key: String, oldValue: PrefsValue?, newValue: PrefsValue?) {
        self.key = key
        self.oldValue = oldValue
        self.newValue = newValue
    }
}
