/// A transaction over an in-memory store's values (a batch that does not persist): it records its assignments and
/// changes nothing until ``PrefsValueStore`` commits it, when it applies them to the values readers see, each key
/// written once. Until then readers on any thread, and reads from inside the batch, see the values as they were.
extension PrefsStorageTransaction {
    /// The value `key` was last assigned in this transaction, or else the store's.
    func assignedOrStored(_ key: String) -> PrefsValue? {
        if key == firstKey { return firstValue }
        if let index, let assigned = index.lastValue(of: key, in: journal) { return assigned }
        return store?._withUnsafeGuaranteedRef { $0.value(forKey: key) }
    }

    /// Records that `key` was assigned `value`.
    @inline(__always)
    mutating func assign(_ value: PrefsValue?, forKey key: String) {
        if firstKey == nil {
            firstKey = key
            firstValue = value
        } else if firstKey == key {
            firstValue = value
        } else {
            if index == nil { index = AssignmentIndex() }
            journal.append((key, value))
        }
    }

    /// The keys whose last assigned value differs from the store's, in key order.
    var changesFromStore: [PrefsValueChange] {
        guard let store else { return [] }
        let assigned = lastAssignments
        var changes = store._withUnsafeGuaranteedRef { store in
            store.withValues { values in
                assigned.compactMap { key, value in
                    values[key] == value ? nil : PrefsValueChange(key: key, oldValue: values[key], newValue: value)
                }
            }
        }
        if changes.count > 1 { changes.sort { $0.key < $1.key } }
        return changes
    }

    /// The store's values with the assignments made so far.
    var storeValuesWithAssignments: [String: PrefsValue] {
        guard let store else { return [:] }
        var values = store._withUnsafeGuaranteedRef(\.values)
        guard let firstKey else { return values }
        for (key, value) in CollectionOfOne((firstKey, firstValue)) + journal { values[key] = value }
        return values
    }

    /// Each assigned key and the last value it was assigned.
    private var lastAssignments: [String: PrefsValue?] {
        guard let firstKey else { return [:] }
        var assigned: [String: PrefsValue?] = [firstKey: firstValue]
        for (key, value) in journal { assigned[key] = .some(value) }
        return assigned
    }

    /// Applies the assignments to `values` (the store's, under its lock), in the order they were made, so that each
    /// key ends with the last value assigned to it. The assignments are moved into `values`, not copied: the
    /// transaction is left with none.
    /// - Returns: whether an assignment replaced a value with a different one, and when `recordingChanges`, the
    ///   changes (each key once: its value before the first assignment against its last, in key order; a key changed
    ///   and changed back is not one).
    @inline(__always)
    mutating func apply(
        to values: inout [String: PrefsValue], recordingChanges: Bool
    ) -> (changed: Bool, changes: [PrefsValueChange]) {
        guard let firstKey = firstKey.take() else { return (false, []) }
        let firstValue = firstValue.take()
        guard !journal.isEmpty else {
            // One key: the usual batch.
            let old = Self.replace(firstValue, forKey: firstKey, in: &values)
            guard old != firstValue else { return (false, []) }
            guard recordingChanges else { return (true, []) }
            return (true, [PrefsValueChange(key: firstKey, oldValue: old, newValue: firstValue)])
        }
        // The journal in reverse, so that popping its last entry moves the next assignment out of it.
        var pending: [(key: String, value: PrefsValue?)] = []
        swap(&pending, &journal)
        pending.reverse()
        index = nil
        guard recordingChanges else {
            var changed = Self.replace(firstValue, forKey: firstKey, in: &values) != firstValue
            while let (key, value) = pending.popLast() {
                // Once a value has changed, there is nothing left to compare: the value is moved, not copied.
                if changed {
                    Self.replace(value, forKey: key, in: &values)
                } else {
                    changed = Self.replace(value, forKey: key, in: &values) != value
                }
            }
            return (changed, [])
        }
        var changes = [
            PrefsValueChange(
                key: firstKey, oldValue: Self.replace(firstValue, forKey: firstKey, in: &values), newValue: firstValue)
        ]
        var positions: [String: Int] = [:]
        while let (key, value) = pending.popLast() {
            let old = Self.replace(value, forKey: key, in: &values)
            if let position = positions[key] {
                changes[position] = PrefsValueChange(key: key, oldValue: changes[position].oldValue, newValue: value)
            } else {
                positions[key] = changes.count
                changes.append(PrefsValueChange(key: key, oldValue: old, newValue: value))
            }
        }
        changes.removeAll { $0.oldValue == $0.newValue }
        if changes.count > 1 { changes.sort { $0.key < $1.key } }
        return (!changes.isEmpty, changes)
    }

    /// Sets `key` to `value` in `values` (removes it for `nil`); returns the value it replaced.
    @discardableResult @inline(__always)
    private static func replace(
        _ value: PrefsValue?, forKey key: String, in values: inout [String: PrefsValue]
    ) -> PrefsValue? {
        if let value { values.updateValue(value, forKey: key) } else { values.removeValue(forKey: key) }
    }

    /// The last value each key of a journal was assigned, extended from the journal as reads need it, so that a batch
    /// that only writes (the usual case) never builds it.
    final class AssignmentIndex {
        private var lastValues: [String: PrefsValue?] = [:]
        /// How many entries of the journal `lastValues` covers.
        private var covered = 0

        /// The last value `key` was assigned in `journal`: `.some(nil)` when it was removed, `nil` when the journal
        /// never assigned it.
        func lastValue(of key: String, in journal: [(key: String, value: PrefsValue?)]) -> PrefsValue?? {
            while covered < journal.count {
                lastValues[journal[covered].key] = .some(journal[covered].value)
                covered += 1
            }
            return lastValues[key]
        }
    }
}
