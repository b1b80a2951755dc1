/// What a storage may do beyond keeping values: each is a requirement of ``PrefsStorage`` with the default below, so
/// that the library asks the storage instead of casting it to a class, and a storage that wraps another (an app's
/// logging, encrypting or migrating decorator) keeps them by forwarding each to the storage it wraps:
///
/// ```swift
/// func source(forKey key: String) -> PrefsValueSource { wrapped.source(forKey: key) }
/// func defaultsLayerValue(forKey key: String) -> PrefsValue? { wrapped.defaultsLayerValue(forKey: key) }
/// var writtenStorage: any PrefsStorage { wrapped.writtenStorage }
/// func writtenValue(forKey key: String) -> PrefsValue? { wrapped.writtenValue(forKey: key) }
/// var fileKeys: PrefsFileKeys { wrapped.fileKeys }
/// var wantsKeyRules: Bool { wrapped.wantsKeyRules }
/// func adoptKeyRules(_ rules: [String: PrefsKeyRule]) { wrapped.adoptKeyRules(rules) }
/// var inMemoryStore: PrefsValueStore? { wrapped.inMemoryStore }  // only if writes may bypass the wrapper
/// func reload() throws { try wrapped.reload() }
/// ```
extension PrefsStorage {
    /// ``PrefsValueSource/storage`` for a stored key, ``PrefsValueSource/declaredDefault`` otherwise.
    public func source(forKey key: String) -> PrefsValueSource {
        storageValue(forKey: key) == nil ? .declaredDefault : .storage
    }

    /// `nil`: only a layered storage has a defaults layer.
    public func defaultsLayerValue(forKey key: String) -> PrefsValue? { nil }

    /// This storage: writes land where they are made.
    public var writtenStorage: any PrefsStorage { self }

    /// `false`: only a layered storage reads values from text.
    public var wantsKeyRules: Bool { false }

    /// Ignores the rules.
    public func adoptKeyRules(_ rules: [String: PrefsKeyRule]) {}

    /// `nil`: a schema's writes go through ``modify(_:)``.
    public var inMemoryStore: PrefsValueStore? { nil }

    /// Does nothing: the storage holds the latest values already.
    public func reload() throws {}

    /// ``PrefsFileKeys/flat``: only a file storage reads paths.
    public var fileKeys: PrefsFileKeys { .flat }

    /// The value writes to `key` change: ``writtenStorage``'s.
    public func writtenValue(forKey key: String) -> PrefsValue? {
        writtenStorage.storageValue(forKey: key)
    }
}
