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
    /// A transaction over a copy of the values (a persisting batch's, a review's): the copy it edits in place, and
    /// what it needs to know what changed. `nil` for a transaction over a store's values.
    private var copy: Copy?
    /// A transaction over the values of an in-memory store (a batch that does not persist): the store. Its values
    /// are not touched until the batch commits: the transaction only records what is assigned (`firstKey`,
    /// `firstValue` and `journal`), and reads a key it has not assigned from the store (see
    /// `PrefsStorageTransaction+Store.swift`). Not retained (a batch of one key would otherwise spend as long on
    /// the store's reference count as on its key): such a transaction lives only inside the store's own batch, which
    /// holds the store.
    let store: Unmanaged<PrefsValueStore>?
    /// The first key touched and its value now: most batches change one key, and keeping it here spares them the
    /// journal below.
    var firstKey: String?
    var firstValue: PrefsValue?
    /// Every assignment to another key than the first, in order: its key and, over a copy, the value it replaced
    /// (over a store, the value assigned). Appending is cheaper than looking the key up in a table, and the journal
    /// is read only when the changes are needed, the batch commits over a store, or a copy's batch rolls back.
    var journal: [(key: String, value: PrefsValue?)] = []
    /// Over a store: the last value each key of the journal was assigned, built as reads need it.
    var index: AssignmentIndex?

    /// The state of a transaction over a copy of the values.
    private struct Copy {
        /// The values, as modified so far.
        var values: [String: PrefsValue]
        /// The first key's value before the transaction, and whether its value now differs from it.
        var firstOriginal: PrefsValue?
        var firstKeyChanged = false
        /// Whether an assignment in the journal replaced a value with a different one.
        var journalChanged = false
    }

    /// A transaction over a copy of the values, which it edits in place.
    init(values: consuming [String: PrefsValue]) {
        copy = Copy(values: values)
        store = nil
    }

    /// A transaction over the values of `store`, which it leaves untouched: ``PrefsValueStore`` applies what it
    /// assigned when the batch commits.
    init(over store: Unmanaged<PrefsValueStore>) {
        copy = nil
        self.store = store
    }

    /// The values, as modified so far.
    public var values: [String: PrefsValue] {
        copy?.values ?? storeValuesWithAssignments
    }

    /// The value stored for `key`; assigning `nil` removes the key.
    public subscript(key: String) -> PrefsValue? {
        get {
            guard store == nil else { return assignedOrStored(key) }
            return copy?.values[key]
        }
        set {
            guard store == nil else { return assign(newValue, forKey: key) }
            let old =
                if let newValue { copy!.values.updateValue(newValue, forKey: key) } else {
                    copy!.values.removeValue(forKey: key)
                }
            if firstKey == nil {
                firstKey = key
                firstValue = newValue
                copy!.firstOriginal = old
                copy!.firstKeyChanged = old != newValue
            } else if firstKey == key {
                firstValue = newValue
                copy!.firstKeyChanged = copy!.firstOriginal != newValue
            } else {
                journal.append((key, old))
                if old != newValue { copy!.journalChanged = true }
            }
        }
    }

    /// Removes every key.
    public mutating func removeAll() {
        for key in values.keys { self[key] = nil }
    }

    /// The keys whose value differs from the one they had before the transaction, in key order.
    public var changes: [PrefsValueChange] {
        guard let copy else { return changesFromStore }
        var changes: [PrefsValueChange] = []
        if let firstKey, copy.firstKeyChanged {
            changes.append(PrefsValueChange(key: firstKey, oldValue: copy.firstOriginal, newValue: firstValue))
        }
        guard copy.journalChanged else { return changes }
        for (key, original) in originals where copy.values[key] != original {
            changes.append(PrefsValueChange(key: key, oldValue: original, newValue: copy.values[key]))
        }
        if changes.count > 1 { changes.sort { $0.key < $1.key } }
        return changes
    }

    /// Over a copy: the value each key of the journal had before the transaction, the one its first assignment
    /// replaced.
    private var originals: [String: PrefsValue?] {
        var originals: [String: PrefsValue?] = [:]
        originals.reserveCapacity(journal.count)
        for (key, replaced) in journal where key != firstKey && originals[key] == nil {
            originals[key] = .some(replaced)
        }
        return originals
    }

    /// Over a copy: whether any key's value may differ from the one it had before the transaction. `false` means
    /// none does; `true` may also mean that keys were changed and changed back (``changes`` is then empty).
    var hasChanges: Bool {
        copy.map { $0.firstKeyChanged || $0.journalChanged } ?? true
    }

    /// Replaces the value of every key set so far with `transform` of it (a file storage's canonical form), keeping
    /// the values the keys had before the transaction.
    mutating func transformTouchedValues(_ transform: (PrefsValue) -> PrefsValue) {
        let keys = [firstKey].compactMap { $0 } + journal.map(\.key)
        for key in keys {
            guard let value = self[key] else { continue }
            let transformed = transform(value)
            if transformed != value { self[key] = transformed }
        }
    }

    /// Puts every touched key back to its value before the transaction.
    mutating func rollBack() {
        if copy != nil {
            for (key, replaced) in journal.reversed() { copy!.values[key] = replaced }
            if let firstKey { copy!.values[firstKey] = copy!.firstOriginal }
            copy!.firstOriginal = nil
            copy!.firstKeyChanged = false
            copy!.journalChanged = false
        }
        firstKey = nil
        firstValue = nil
        journal = []
        index = nil
    }

    /// Ends a transaction over a copy, handing back the values.
    consuming func finish() -> [String: PrefsValue] { copy.take()?.values ?? [:] }
}
