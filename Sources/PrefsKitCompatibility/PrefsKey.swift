/// A preference's key together with its coding, as a value: PrefsKit's way to read and write one preference
/// through a storage without a schema.
///
/// ```swift
/// let launches = AnyDefaultedAtomicPrefsKey(key: "launches", defaultValue: 0)
/// storage.setValue(forKey: launches, to: storage.value(forKey: launches) + 1)
/// ```
///
/// A schema's `$name` handle (``DefaultedPref``, ``OptionalPref``) is the Prefs way to treat a preference as a value.
public protocol PrefsKey<Value, StorageValue>: Sendable
where Coding.Value == Value, Coding.StorageValue == StorageValue {
    /// The preference's type.
    associatedtype Value
    /// The type kept in storage.
    associatedtype StorageValue: PrefsStorageValue
    /// The coding between the two.
    associatedtype Coding: PrefsCodable
    /// The storage key.
    var key: String { get }
    /// The coding.
    var coding: Coding { get }
    /// The stored form of `value`, or `nil` when it cannot be stored.
    func encode(_ value: Value) -> StorageValue?
    /// The value of a stored form, or `nil` when it cannot be read.
    func decode(_ storageValue: StorageValue) -> Value?
}

extension PrefsKey {
    public func encode(_ value: Value) -> StorageValue? { coding.encode(prefsValue: value) }
    public func decode(_ storageValue: StorageValue) -> Value? { coding.decode(prefsValue: storageValue) }

    /// The stored form of `value`; `nil` for `nil`.
    ///
    /// ```swift
    /// AnyAtomicPrefsKey<Int>(key: "n").encode(Int?.none)  // nil
    /// ```
    public func encode(_ value: Value?) -> StorageValue? { value.flatMap { encode($0) } }

    /// The value of a stored form; `nil` for `nil`.
    ///
    /// ```swift
    /// AnyAtomicPrefsKey<Int>(key: "n").decode(Int?.some(3))  // 3
    /// ```
    public func decode(_ storageValue: StorageValue?) -> Value? { storageValue.flatMap { decode($0) } }
}

/// A ``PrefsKey`` with a default, read when nothing (or nothing readable) is stored.
///
/// ```swift
/// let launches = AnyDefaultedAtomicPrefsKey(key: "launches", defaultValue: 0)
/// storage.value(forKey: launches)  // 0 until something is stored
/// ```
public protocol DefaultedPrefsKey<Value, StorageValue>: PrefsKey {
    /// The value read when nothing readable is stored.
    var defaultValue: Value { get }
}

extension DefaultedPrefsKey {
    /// The value of a stored form, or the default when it is `nil` or cannot be read.
    ///
    /// ```swift
    /// AnyDefaultedAtomicPrefsKey(key: "n", defaultValue: 1).decodeDefaulted(nil)  // 1
    /// ```
    public func decodeDefaulted(_ storageValue: StorageValue?) -> Value {
        decode(storageValue) ?? defaultValue
    }
}

extension PrefsStorage {
    /// The value stored for `key`, decoded, or `nil` when absent or unreadable.
    ///
    /// ```swift
    /// let recent = storage.value(forKey: AnyAtomicPrefsKey<[String]>(key: "recent"))   // [String]?
    /// ```
    public func value<Key: PrefsKey>(forKey key: Key) -> Key.Value? {
        key.decode(value(forKey: key.key, as: Key.StorageValue.self))
    }

    /// The value stored for `key`, decoded, or the key's default when absent or unreadable.
    ///
    /// ```swift
    /// let launches = storage.value(forKey: AnyDefaultedAtomicPrefsKey(key: "launches", defaultValue: 0))  // Int
    /// ```
    public func value<Key: DefaultedPrefsKey>(forKey key: Key) -> Key.Value {
        key.decodeDefaulted(value(forKey: key.key, as: Key.StorageValue.self))
    }

    /// The value stored for `key` in its stored form, or `nil` when absent or of another type.
    ///
    /// ```swift
    /// let raw = storage.storageValue(forKey: AnyRawRepresentablePrefsKey<Theme>(key: "theme"))   // String?
    /// ```
    @available(*, deprecated, message: "use value(forKey: key.key, as: Key.StorageValue.self)")
    public func storageValue<Key: PrefsKey>(forKey key: Key) -> Key.StorageValue? {
        value(forKey: key.key, as: Key.StorageValue.self)
    }

    /// The value stored for `key` in the stored form of `coding`, or `nil` when absent or of another type.
    ///
    /// ```swift
    /// let text = storage.storageValue(forKey: "feed", using: .urlString)   // String?
    /// ```
    @available(*, deprecated, message: "use value(forKey:as:) with the coding's StorageValue")
    public func storageValue<Coding: PrefsCodable>(forKey key: String, using coding: Coding) -> Coding.StorageValue? {
        value(forKey: key, as: Coding.StorageValue.self)
    }

    /// Stores `value` for `key`, encoded, or removes the key when `value` is `nil`.
    ///
    /// ```swift
    /// storage.setValue(forKey: AnyAtomicPrefsKey<[String]>(key: "recent"), to: ["a.txt"])
    /// ```
    ///
    /// A value the key's coding cannot encode is not written: the stored value is kept and a ``PrefsIssue`` is
    /// reported.
    public func setValue<Key: PrefsKey>(forKey key: Key, to value: Key.Value?) {
        setValue(forKey: key.key, to: value, using: key.coding)
    }
}
