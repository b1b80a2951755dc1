extension PrefsStorage {
    /// Where the value a schema reads for `key` comes from: the layer that gives it in a ``LayeredPrefsStorage``,
    /// ``PrefsValueSource/file(_:)`` for a value in a file storage, the domain that gives it for a
    /// ``UserDefaultsPrefsStorage`` (``PrefsValueSource/storage`` for the app's own), ``PrefsValueSource/storage`` for a
    /// value in another storage, and ``PrefsValueSource/declaredDefault`` when nothing is stored.
    ///
    /// ```swift
    /// if prefs.storage.source(forKey: "ui.theme").overridesFile { print("set elsewhere; your change waits") }
    /// ```
    public func source(forKey key: String) -> PrefsValueSource {
        switch self {
        case let layered as LayeredPrefsStorage: layered.layerSource(forKey: key)
        case let any as AnyPrefsStorage: any.base.source(forKey: key)
        case let defaults as UserDefaultsPrefsStorage: defaults.valueSource(forKey: key)
        default: storageValue(forKey: key) == nil ? .declaredDefault : Self.ownSource(of: self)
        }
    }

    /// The value the defaults layer of a ``LayeredPrefsStorage`` (type-erased or not) gives `key`, whether or not
    /// another layer overrides it; `nil` for any other storage.
    package func defaultsLayerValue(forKey key: String) -> PrefsValue? {
        switch self {
        case let layered as LayeredPrefsStorage: layered.defaults?.storageValue(forKey: key)
        case let any as AnyPrefsStorage: any.base.defaultsLayerValue(forKey: key)
        default: nil
        }
    }

    /// What a value held by `storage` is sourced to.
    static func ownSource(of storage: any PrefsStorage) -> PrefsValueSource {
        switch storage {
        case let file as FilePrefsStorage: .file(file.file)
        case let any as AnyPrefsStorage: ownSource(of: any.base)
        default: .storage
        }
    }
}
