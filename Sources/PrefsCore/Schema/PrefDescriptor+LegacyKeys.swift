extension _PrefsRuntime.AnySlot {
    /// What the preference's keys hold in `storage`: its key's value, or else the value of its newest legacy key
    /// that has one.
    @inlinable
    final func storedValue(in storage: some PrefsStorage) -> PrefsValue? {
        if let value = storage.storageValue(forKey: key) { return value }
        return legacyKeys.isEmpty ? nil : legacyValue { storage.storageValue(forKey: $0) }
    }

    /// The key the preference reads in `storage`: its own, or else its newest legacy key that holds a value (its own
    /// when none does).
    package final func readKey(in storage: some PrefsStorage) -> String {
        guard !legacyKeys.isEmpty, storage.storageValue(forKey: key) == nil else { return key }
        return legacyKeys.first { storage.storageValue(forKey: $0) != nil } ?? key
    }

    /// What the preference's keys hold in an open transaction.
    @inlinable
    final func storedValue(in transaction: borrowing PrefsStorageTransaction) -> PrefsValue? {
        if let value = transaction[key] { return value }
        guard !legacyKeys.isEmpty else { return nil }
        for legacy in legacyKeys {
            if let value = transaction[legacy] { return value }
        }
        return nil
    }

    /// What the preference's keys hold in `values`.
    final func storedValue(in values: [String: PrefsValue]) -> PrefsValue? {
        values[key] ?? legacyValue { values[$0] }
    }

    /// Sets the preference's stored value (removes it for `nil`) in an open transaction, and removes its legacy keys:
    /// a write moves the preference to its key.
    @inlinable
    final func setStored(_ value: PrefsValue?, in transaction: inout PrefsStorageTransaction) {
        transaction[key] = value
        for legacy in legacyKeys where transaction[legacy] != nil {
            transaction[legacy] = nil
        }
    }

    @usableFromInline
    final func legacyValue(_ read: (String) -> PrefsValue?) -> PrefsValue? {
        for legacy in legacyKeys {
            if let value = read(legacy) { return value }
        }
        return nil
    }
}

extension _PrefsRuntime.State.Table {
    /// `changes` with a change of each preference whose legacy key changed while its key holds nothing in `storage`,
    /// so that observers of the preference hear of it.
    func addingLegacyChanges(
        to changes: [PrefsValueChange], in storage: some PrefsStorage
    ) -> [PrefsValueChange] {
        guard hasLegacyKeys else { return changes }
        var added: [PrefsValueChange] = []
        for change in changes {
            for slot in slots where slot.legacyKeys.contains(change.key) {
                guard !changes.contains(where: { $0.key == slot.key }), storage.storageValue(forKey: slot.key) == nil
                else { continue }
                added.append(PrefsValueChange(key: slot.key, oldValue: change.oldValue, newValue: change.newValue))
            }
        }
        return changes + added
    }
}
