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
    /// `base`'s ``inMemoryStore``, kept so that a schema's setter asks no existential for it.
    @usableFromInline let baseStore: PrefsValueStore?

    /// Wraps `storage`; wrapping an `AnyPrefsStorage` again unwraps it first.
    public init(_ storage: any PrefsStorage) {
        base = (storage as? AnyPrefsStorage)?.base ?? storage
        baseStore = base.inMemoryStore
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

    public func source(forKey key: String) -> PrefsValueSource { base.source(forKey: key) }

    public func defaultsLayerValue(forKey key: String) -> PrefsValue? { base.defaultsLayerValue(forKey: key) }

    public var writtenStorage: any PrefsStorage { base.writtenStorage }
    public func writtenValue(forKey key: String) -> PrefsValue? { base.writtenValue(forKey: key) }
    public var fileKeys: PrefsFileKeys { base.fileKeys }

    public var wantsKeyRules: Bool { base.wantsKeyRules }

    public func adoptKeyRules(_ rules: [String: PrefsKeyRule]) { base.adoptKeyRules(rules) }

    @inlinable
    public var inMemoryStore: PrefsValueStore? { baseStore }

    public func reload() throws { try base.reload() }
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
