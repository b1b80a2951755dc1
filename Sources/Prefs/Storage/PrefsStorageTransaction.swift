/// The view of a storage's values inside ``PrefsStorage/modify(_:)``: read and write keys, and the storage
/// records what changed.
///
/// ```swift
/// try storage.modify { values in
///     let launches = values["launches"].flatMap(Int.init(prefsValue:)) ?? 0
///     values["launches"] = .int(launches + 1)
/// }
/// ```
public struct PrefsStorageTransaction: ~Copyable {
    /// The values, as modified so far.
    public private(set) var values: [String: PrefsValue]
    /// The value each touched key had before the transaction (`nil` when it was absent).
    private var originals: [String: PrefsValue?] = [:]

    init(values: consuming [String: PrefsValue]) {
        self.values = values
    }

    /// The value stored for `key`; assigning `nil` removes the key.
    public subscript(key: String) -> PrefsValue? {
        get { values[key] }
        set {
            if originals.index(forKey: key) == nil {
                originals[key] = values[key]
            }
            values[key] = newValue
        }
    }

    /// Removes every key.
    public mutating func removeAll() {
        for key in values.keys { self[key] = nil }
    }

    /// The keys whose value differs from the one they had before the transaction, in key order.
    public var changes: [PrefsValueChange] {
        originals.compactMap { key, old in
            let new = values[key]
            return old == new ? nil : PrefsValueChange(key: key, oldValue: old, newValue: new)
        }
        .sorted { $0.key < $1.key }
    }

    /// Puts every touched key back to its value before the transaction.
    mutating func rollBack() {
        for (key, old) in originals { values[key] = old }
        originals = [:]
    }

    /// Ends the transaction, handing back the values.
    consuming func finish() -> [String: PrefsValue] { values }
}
