extension PrefsStorage {
    /// The value stored for `key` read as `Value`, or `nil` when the key is absent or holds another type.
    ///
    /// ```swift
    /// func fruit(name: String) -> String? { storage.value(forKey: "fruit-\(name)") }
    /// ```
    @inlinable
    public func value<Value: PrefsStorageValue>(forKey key: String) -> Value? {
        storageValue(forKey: key).flatMap(Value.init(prefsValue:))
    }

    /// The value stored for `key` read as `type`.
    @inlinable
    public func value<Value: PrefsStorageValue>(forKey key: String, as type: Value.Type) -> Value? {
        value(forKey: key)
    }

    /// Stores `value` for `key`, or removes the key when `value` is `nil`.
    ///
    /// This is the non-throwing form PrefsKit code uses. If the storage refuses the write (a file that cannot be
    /// written, say), the stored value is unchanged and a ``PrefsIssue`` is reported; use ``write(_:forKey:)`` to
    /// get the error instead.
    @inlinable
    public func setValue<Value: PrefsStorageValue>(forKey key: String, to value: Value?) {
        do {
            try write(value, forKey: key)
        } catch {
            issues.report(PrefsIssue(PrefsError(writing: key, error), outcome: .keptStoredValue))
        }
    }

    /// Stores `value` for `key`, or removes the key when `value` is `nil`.
    /// - Throws: the storage's error when the write cannot be made; nothing is changed then.
    @inlinable
    public func write<Value: PrefsStorageValue>(_ value: Value?, forKey key: String) throws {
        let stored = value?.prefsValue
        try modify { $0[key] = stored }
    }

    /// Removes `key`. Does nothing when it is absent.
    @inlinable
    public func removeValue(forKey key: String) {
        setValue(forKey: key, to: PrefsValue?.none)
    }

    /// Reads, changes and writes back the value for `key` as one atomic step, so concurrent updates are never lost.
    ///
    /// ```swift
    /// try storage.update(forKey: "launches", as: Int.self) { $0 = ($0 ?? 0) + 1 }
    /// ```
    /// - Throws: ``PrefsError/typeMismatch(key:expected:found:)`` when the stored value has another type,
    ///   or the storage's error; nothing is changed then.
    @inlinable
    public func update<Value: PrefsStorageValue>(
        forKey key: String, as type: Value.Type, _ body: (inout Value?) throws -> Void
    ) throws {
        try modify { values in
            let stored = values[key]
            var current = stored.flatMap(Value.init(prefsValue:))
            if let stored, current == nil {
                throw PrefsError.typeMismatch(
                    key: key, expected: PrefsValueType(storing: Value.self), typeName: PrefsTypeName.of(Value.self),
                    found: stored)
            }
            try body(&current)
            values[key] = current?.prefsValue
        }
    }
}

extension PrefsError {
    /// `error`, thrown by a storage while writing `key`, as a ``PrefsError``.
    @usableFromInline
    init(writing key: String, _ error: any Error) {
        switch error {
        case let error as PrefsError: self = error
        case let error as PrefsFileError: self = .file(error)
        default: self = .writeFailed(key: key, reason: "\(error)")
        }
    }
}
