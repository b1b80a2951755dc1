/// A type-erased storage, for schemas whose storage is chosen at run time.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage: AnyPrefsStorage
///     @StorageMode var storageMode: PrefsStorageMode
///
///     init(storage: any PrefsStorage, storageMode: PrefsStorageMode) {
///         self.storage = AnyPrefsStorage(storage)
///         self.storageMode = storageMode
///     }
/// }
/// ```
public final class AnyPrefsStorage: PrefsStorage {
    /// The wrapped storage.
    public let base: any PrefsStorage
    /// `base`, when it is an in-memory storage, which takes a schema's writes by a shorter path.
    @usableFromInline let dictionaryBase: DictionaryPrefsStorage?

    /// Wraps `storage`; wrapping an `AnyPrefsStorage` again unwraps it first.
    public init(_ storage: any PrefsStorage) {
        base = (storage as? AnyPrefsStorage)?.base ?? storage
        dictionaryBase = base as? DictionaryPrefsStorage
    }

    public func storageValue(forKey key: String) -> PrefsValue? { base.storageValue(forKey: key) }

    public func storageValues() -> [String: PrefsValue] { base.storageValues() }

    public func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try base.modify(body)
    }

    public func modifyExclusively<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try base.modifyExclusively(body)
    }

    public var generation: UInt64 { base.generation }

    public var issues: PrefsIssueHandler { base.issues }

    public func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        base.observe(observer)
    }
}

extension AnyPrefsStorage {
    /// An empty in-memory storage.
    public static var dictionary: AnyPrefsStorage { AnyPrefsStorage(DictionaryPrefsStorage()) }

    /// An in-memory storage holding `root`, whose problems go to `issues`.
    public static func dictionary(
        root: [String: any PrefsStorageValue] = [:], issues: PrefsIssueHandler = .global
    ) -> AnyPrefsStorage {
        AnyPrefsStorage(DictionaryPrefsStorage(root: root, issues: issues))
    }
}
