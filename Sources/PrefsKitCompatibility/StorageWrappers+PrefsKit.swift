/// PrefsKit's name for the ``Storage`` property wrapper.
///
/// ```swift
/// @PrefsStorageWrapper var storage = DictionaryPrefsStorage()   // the same as @Storage
/// ```
public typealias PrefsStorageWrapper<Wrapped: PrefsStorage> = Storage<Wrapped>

/// PrefsKit's name for the ``StorageMode`` property wrapper.
///
/// ```swift
/// @PrefsStorageModeWrapper var storageMode = .storageOnly   // the same as @StorageMode
/// ```
public typealias PrefsStorageModeWrapper = StorageMode

extension Storage {
    /// A storage wrapper holding `storage`: `@Storage(DictionaryPrefsStorage()) var storage`.
    public init(_ storage: Wrapped) {
        self.init(wrappedValue: storage)
    }
}

extension StorageMode {
    /// A mode wrapper holding `mode`: `@StorageMode(.storageOnly) var storageMode`.
    public init(_ mode: PrefsStorageMode) {
        self.init(wrappedValue: mode)
    }
}
