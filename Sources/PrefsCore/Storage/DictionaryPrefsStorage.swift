/// Preferences kept in memory: for tests, previews, and values that need not outlive the process.
///
/// ```swift
/// @PrefsSchema final class TestPrefs {
///     @Storage var storage = .dictionary(root: ["launches": 3])
///     @StorageMode var storageMode = .storageOnly
///     @Pref var launches: Int = 0
/// }
/// TestPrefs().launches  // 3
/// ```
///
/// It is safe to use from any number of threads at once; every write is atomic and no write is lost.
public final class DictionaryPrefsStorage: PrefsStorage {
    @usableFromInline let store: PrefsValueStore
    public let issues: PrefsIssueHandler

    /// Creates an empty storage, or one holding the values of `root`; problems with its values go to `issues`.
    public init(root: [String: any PrefsStorageValue] = [:], issues: PrefsIssueHandler = .global) {
        store = PrefsValueStore(values: root.mapValues(\.prefsValue))
        self.issues = issues
    }

    /// Creates a storage holding values already in stored form; problems with its values go to `issues`.
    public init(values: [String: PrefsValue], issues: PrefsIssueHandler = .global) {
        store = PrefsValueStore(values: values)
        self.issues = issues
    }

    @inlinable
    public func storageValue(forKey key: String) -> PrefsValue? { store.value(forKey: key) }

    public func storageValues() -> [String: PrefsValue] { store.values }

    @inlinable
    public func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try store.modify(body)
    }

    @inlinable
    public var generation: UInt64 { store.generation }

    public func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        store.observe(observer)
    }

    /// The store, which a schema's setter writes directly: a batch of this storage does nothing more.
    @inlinable
    public var inMemoryStore: PrefsValueStore? { store }
}

extension PrefsStorage where Self == DictionaryPrefsStorage {
    /// An empty in-memory storage: `@Storage var storage = .dictionary`.
    public static var dictionary: DictionaryPrefsStorage { DictionaryPrefsStorage() }

    /// An in-memory storage holding `root`: `@Storage var storage = .dictionary(root: ["launches": 3])`. Problems go
    /// to `issues`: `.dictionary(issues: PrefsIssueHandler { print("prefs:", $0) })`.
    public static func dictionary(
        root: [String: any PrefsStorageValue] = [:], issues: PrefsIssueHandler = .global
    ) -> DictionaryPrefsStorage {
        DictionaryPrefsStorage(root: root, issues: issues)
    }
}
