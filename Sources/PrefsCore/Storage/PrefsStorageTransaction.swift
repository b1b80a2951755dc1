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
    /// it here spares them the journal below.
    private var firstKey: String?
    private var firstOriginal: PrefsValue?
    /// The first key's value now, and whether it differs from `firstOriginal`.
    private var firstValue: PrefsValue?
    private var firstKeyChanged = false
    /// Every other assignment, in order: its key and the value it replaced. Appending is cheaper than looking the key
    /// up in a table of originals, and the journal is read only when the changes are needed or the batch rolls back.
    private var journal: [(key: String, replaced: PrefsValue?)] = []
    /// Whether an assignment in the journal replaced a value with a different one.
    private var journalChanged = false

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
                journal.append((key, old))
                if old != newValue { journalChanged = true }
            }
        }
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
        guard journalChanged else { return changes }
        for (key, original) in originals where values[key] != original {
            changes.append(PrefsValueChange(key: key, oldValue: original, newValue: values[key]))
        }
        if changes.count > 1 { changes.sort { $0.key < $1.key } }
        return changes
    }

    /// The value each key of the journal had before the transaction: the one its first assignment replaced.
    private var originals: [String: PrefsValue?] {
        var originals: [String: PrefsValue?] = [:]
        originals.reserveCapacity(journal.count)
        for (key, replaced) in journal where key != firstKey && originals[key] == nil {
            originals[key] = .some(replaced)
        }
        return originals
    }

    /// Every key assigned so far, in order, a key assigned twice twice.
    var touchedKeys: [String] {
        guard let firstKey else { return [] }
        guard !journal.isEmpty else { return [firstKey] }
        return [firstKey] + journal.map(\.key)
    }

    /// Whether any key's value may differ from the one it had before the transaction: `false` means none does;
    /// `true` may also mean that keys were changed and changed back (``changes`` is then empty).
    var hasChanges: Bool {
        firstKeyChanged || journalChanged
    }

    /// Replaces the value of every key set so far with `transform` of it (a file storage's canonical form), keeping
    /// the values the keys had before the transaction.
    mutating func transformTouchedValues(_ transform: (PrefsValue) -> PrefsValue) {
        let keys = [firstKey].compactMap { $0 } + journal.map(\.key)
        for key in keys {
            guard let value = values[key] else { continue }
            let transformed = transform(value)
            if transformed != value { self[key] = transformed }
        }
    }

    /// Puts every touched key back to its value before the transaction.
    mutating func rollBack() {
        for (key, replaced) in journal.reversed() { values[key] = replaced }
        if let firstKey { values[firstKey] = firstOriginal }
        firstKey = nil
        firstOriginal = nil
        firstValue = nil
        firstKeyChanged = false
        journal = []
        journalChanged = false
    }

    /// Ends the transaction, handing back the values.
    consuming func finish() -> [String: PrefsValue] { values }
}
