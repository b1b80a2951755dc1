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
    /// The first key touched and the value it had before the transaction: most batches change one key, and keeping
    /// it here spares them the dictionary below.
    private var firstKey: String?
    private var firstOriginal: PrefsValue?
    /// The first key's value now, and whether it differs from `firstOriginal`.
    private var firstValue: PrefsValue?
    private var firstKeyChanged = false
    /// The value each other touched key had before the transaction (`nil` when it was absent).
    private var originals = [String: PrefsValue?]()
    /// How many keys of `originals` now hold a value other than their original one.
    private var changedOriginals = 0

    init(values: consuming [String: PrefsValue]) {
        self.values = values
    }

    /// The value stored for `key`; assigning `nil` removes the key.
    public subscript(key: String) -> PrefsValue? {
        get { values[key] }
        set {
            let old =
                if let newValue { values.updateValue(newValue, forKey: key) } else { values.removeValue(forKey: key) }
            if firstKey == nil {
                firstKey = key
                firstOriginal = old
                firstValue = newValue
                firstKeyChanged = old != newValue
            } else if firstKey == key {
                firstValue = newValue
                firstKeyChanged = firstOriginal != newValue
            } else {
                Self.record(&originals[key], old: old, new: newValue, changed: &changedOriginals)
            }
        }
    }

    /// Records the original value of a key other than the first (one dictionary lookup) and keeps the count of
    /// changed keys current.
    private static func record(
        _ original: inout PrefsValue??, old: PrefsValue?, new: PrefsValue?, changed: inout Int
    ) {
        guard let original else {
            original = .some(old)
            if old != new { changed += 1 }
            return
        }
        let wasChanged = original != old
        let isChanged = original != new
        if wasChanged != isChanged { changed += isChanged ? 1 : -1 }
    }

    /// Removes every key.
    public mutating func removeAll() {
        for key in values.keys { self[key] = nil }
    }

    /// The keys whose value differs from the one they had before the transaction, in key order.
    public var changes: [PrefsValueChange] {
        var changes: [PrefsValueChange] = []
        if let firstKey, firstKeyChanged {
            changes.append(PrefsValueChange(key: firstKey, oldValue: firstOriginal, newValue: firstValue))
        }
        for (key, old) in originals where values[key] != old {
            changes.append(PrefsValueChange(key: key, oldValue: old, newValue: values[key]))
        }
        if changes.count > 1 { changes.sort { $0.key < $1.key } }
        return changes
    }

    /// Whether any key's value differs from the one it had before the transaction.
    var hasChanges: Bool {
        firstKeyChanged || changedOriginals > 0
    }

    /// Replaces the value of every key set so far with `transform` of it (a file storage's canonical form), keeping
    /// the values the keys had before the transaction.
    mutating func transformTouchedValues(_ transform: (PrefsValue) -> PrefsValue) {
        for key in [firstKey].compactMap({ $0 }) + originals.keys {
            guard let value = values[key] else { continue }
            let transformed = transform(value)
            if transformed != value { self[key] = transformed }
        }
    }

    /// Puts every touched key back to its value before the transaction.
    mutating func rollBack() {
        if let firstKey { values[firstKey] = firstOriginal }
        for (key, old) in originals { values[key] = old }
        firstKey = nil
        firstOriginal = nil
        firstValue = nil
        firstKeyChanged = false
        originals = [:]
        changedOriginals = 0
    }

    /// Ends the transaction, handing back the values.
    consuming func finish() -> [String: PrefsValue] { values }
}
