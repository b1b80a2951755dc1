// PrefsKit's names for typed and untyped storage access. Prefs' own spellings are `value(forKey:)`,
// `setValue(forKey:to:)` and `storageValue(forKey:) -> PrefsValue?`; Docs/MigratingFromPrefsKit.md lists both.

extension PrefsStorage {
    /// The value stored for `key` read as `Value`, or `nil` when the key is absent or holds another type.
    ///
    /// ```swift
    /// let launches: Int? = storage.storageValue(forKey: "launches")
    /// ```
    ///
    /// Without a type context, `storage.storageValue(forKey:)` is the requirement that returns the ``PrefsValue``.
    @available(*, deprecated, renamed: "value(forKey:)")
    @inlinable
    public func storageValue<Value: PrefsStorageValue>(forKey key: String) -> Value? {
        value(forKey: key)
    }

    /// Stores `value` for `key`, or removes the key when `value` is `nil`.
    ///
    /// ```swift
    /// storage.setStorageValue(forKey: "launches", to: 3)
    /// ```
    @available(*, deprecated, renamed: "setValue(forKey:to:)")
    @inlinable
    public func setStorageValue<Value: PrefsStorageValue>(forKey key: String, to value: Value?) {
        setValue(forKey: key, to: value)
    }

    /// The value stored for `key` as a plain Swift object (`Bool`, `Int`, `Double`, `String`, `Data`, `Date`,
    /// `[Any]`, `[String: Any]`), or `nil` when the key is absent.
    ///
    /// ```swift
    /// let tags = storage.unsafeStorageValue(forKey: "tags") as? [Any]
    /// ```
    ///
    /// Prefer ``value(forKey:)`` with a type, or ``storageValue(forKey:)``, which keep the value's type.
    public func unsafeStorageValue(forKey key: String) -> Any? {
        storageValue(forKey: key)?.propertyListObject
    }

    /// Stores a plain Swift object for `key` (`Bool`, integers, `Double`, `Float`, `String`, `Data`, `Date`, arrays
    /// and `[String: Any]` dictionaries of them, nested), or removes the key when `value` is `nil`.
    ///
    /// ```swift
    /// storage.setUnsafeStorageValue(forKey: "mixed", to: ["text", 42, true] as [Any])
    /// ```
    ///
    /// A value storage cannot keep (a `URL`, a custom type) is not written: the stored value is kept and a
    /// ``PrefsIssue`` is reported (``PrefsError/encodingFailed(key:value:)``).
    public func setUnsafeStorageValue(forKey key: String, to value: Any?) {
        guard let value else {
            removeValue(forKey: key)
            return
        }
        guard let stored = PrefsValue(propertyListObject: value) else {
            issues.report(PrefsIssue(.encodingFailed(key: key, value: "\(value)"), outcome: .keptStoredValue))
            return
        }
        setValue(forKey: key, to: stored)
    }

    /// Imports plain Swift objects as one atomic batch, as ``load(from:by:)`` does with typed values.
    ///
    /// ```swift
    /// try storage.load(unsafe: ["launches": 3, "tags": ["a", "b"]], by: .updating)
    /// ```
    /// - Returns: the keys whose value changed.
    /// - Throws: ``PrefsError/encodingFailed(key:value:)`` naming the first key whose value storage cannot keep, or
    ///   what ``load(from:by:)`` throws; nothing is changed then.
    @discardableResult
    public func load(unsafe contents: [String: Any], by strategy: PrefsStorageUpdateStrategy) throws -> Set<String> {
        try load(from: try PrefsValue.values(ofUnsafe: contents), by: strategy)
    }

    /// The value for `key` decoded through `coding`, or `nil` when absent or unreadable.
    ///
    /// ```swift
    /// let feed = storage.value(forKey: "feed", using: .urlString)   // URL?
    /// ```
    public func value<Coding: PrefsCodable>(forKey key: String, using coding: Coding) -> Coding.Value? {
        storageValue(forKey: key).flatMap(Coding.StorageValue.init(prefsValue:)).flatMap(coding.decode(prefsValue:))
    }

    /// Stores `value` for `key` encoded through `coding`, or removes the key when `value` is `nil`.
    ///
    /// ```swift
    /// storage.setValue(forKey: "feed", to: URL(string: "https://example.com"), using: .urlString)
    /// ```
    ///
    /// A value the coding cannot encode is not written: the stored value is kept and a ``PrefsIssue`` is reported.
    public func setValue<Coding: PrefsCodable>(forKey key: String, to value: Coding.Value?, using coding: Coding) {
        guard let value else {
            removeValue(forKey: key)
            return
        }
        guard let stored = coding.encode(prefsValue: value) else {
            issues.report(PrefsIssue(.encodingFailed(key: key, value: "\(value)"), outcome: .keptStoredValue))
            return
        }
        setValue(forKey: key, to: stored)
    }
}

extension PrefsValue {
    /// The stored form of every value of `contents`, which holds plain Swift objects.
    /// - Throws: ``PrefsError/encodingFailed(key:value:)`` naming the first key whose value has no stored form.
    static func values(ofUnsafe contents: [String: Any]) throws(PrefsError) -> [String: PrefsValue] {
        var values: [String: PrefsValue] = [:]
        for (key, item) in contents {
            guard let value = PrefsValue(propertyListObject: item) else {
                throw .encodingFailed(key: key, value: "\(item)")
            }
            values[key] = value
        }
        return values
    }
}

extension DictionaryPrefsStorage {
    /// An in-memory storage holding plain Swift objects (see ``PrefsStorage/setUnsafeStorageValue(forKey:to:)``);
    /// values storage cannot keep are left out and reported as a ``PrefsIssue``.
    ///
    /// ```swift
    /// let storage = DictionaryPrefsStorage(unsafe: ["tags": ["a", 1] as [Any]])
    /// ```
    public convenience init(unsafe storage: [String: Any]) {
        var values: [String: PrefsValue] = [:]
        var refused: [PrefsError] = []
        for (key, item) in storage {
            if let value = PrefsValue(propertyListObject: item) {
                values[key] = value
            } else {
                refused.append(.encodingFailed(key: key, value: "\(item)"))
            }
        }
        self.init(values: values)
        for error in refused { issues.report(PrefsIssue(error, outcome: .keptStoredValue)) }
    }
}

extension PrefsStorage where Self == DictionaryPrefsStorage {
    /// An in-memory storage holding plain Swift objects: `.dictionary(unsafe: ["tags": ["a", 1] as [Any]])`.
    public static func dictionary(unsafe storage: [String: Any]) -> DictionaryPrefsStorage {
        DictionaryPrefsStorage(unsafe: storage)
    }
}

extension AnyPrefsStorage {
    /// The wrapped storage, by PrefsKit's name.
    ///
    /// ```swift
    /// let inner = AnyPrefsStorage(.dictionary).wrapped
    /// ```
    @available(*, deprecated, renamed: "base")
    public var wrapped: any PrefsStorage { base }
}
