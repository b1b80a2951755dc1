extension PrefsSchema {
    /// Brings the stored values up to the schema in one atomic batch: moves the values of renamed preferences to
    /// their keys (`@Pref(legacyKeys:)`), runs the ``PrefsMigrating/migrations`` not yet recorded, and records them.
    ///
    /// ```swift
    /// let prefs = AppPrefs()
    /// let report = try prefs.migrate()   // at launch; does nothing once everything is migrated
    /// for step in report.steps { print(step) }
    /// ```
    ///
    /// For a file storage the batch is one atomic write under the file's lock, made from what the file holds at that
    /// moment: another process cannot write in between, and a crash leaves the file wholly old or wholly migrated.
    /// Keys the schema does not declare are kept. The first migration of a storage records every pending migration,
    /// even when there is no value to convert, so that a value written later in the new form is never taken for the
    /// old one; that is a write even to an empty storage.
    ///
    /// Over a ``LayeredPrefsStorage`` the user's storage is migrated (the other layers are read-only), and a
    /// migration that would change a key the locked layer holds — move a value to it, drop it as a legacy key,
    /// convert its value — is refused as a write to it is: nothing is written.
    ///
    /// - Parameter dryRun: when `true`, reports what would change and writes nothing.
    /// - Returns: what changed (or would change).
    /// - Throws: ``PrefsError/migrationFailed(key:migration:reason:)`` naming the key whose value could not be
    ///   converted, ``PrefsError/locked(key:source:)`` naming a locked key the migration would change (a dry run too),
    ///   or the storage's error; nothing is written then.
    @discardableResult
    public func migrate(dryRun: Bool = false) throws -> PrefsMigrationReport {
        let planner = PrefsMigrationPlanner(
            slots: _$table.slots, migrations: (Self.self as? any PrefsMigrating.Type)?.migrations ?? [])
        let storage = attachedStorage
        if dryRun {
            // What a write would replace: the user layer's values, under a layered storage.
            let plan = try planner.plan(storage.writtenStorage.storageValues())
            for key in plan.writes.keys.sorted() {
                let source = storage.source(forKey: key)
                if case .locked = source { throw PrefsError.locked(key: key, source: source) }
            }
            return plan.report
        }
        let apply = { (transaction: inout PrefsStorageTransaction) throws -> PrefsMigrationReport in
            let plan = try planner.plan(transaction.values)
            for (key, value) in plan.writes { transaction[key] = value }
            return plan.report
        }
        // Through the schema's storage, never around it to its user layer: a layered storage runs the batch on the
        // user layer's values, as that layer's own exclusive batch, and refuses it if it changes a locked key.
        return try storage.modifyExclusively(apply)
    }
}

/// Works out what a migration changes in a set of stored values.
struct PrefsMigrationPlanner {
    package let slots: [_PrefsRuntime.AnySlot]
    let migrations: [PrefsMigration]

    /// The migration of `values`: what to write (`nil` removes a key) and the report.
    func plan(
        _ values: [String: PrefsValue]
    ) throws(PrefsError) -> (writes: [String: PrefsValue?], report: PrefsMigrationReport) {
        var current = values
        var report = PrefsMigrationReport()
        moveLegacyKeys(&current, &report)
        var record = try PrefsMigrationRecord.ids(in: current)
        for migration in migrations {
            let recorded = record.contains(migration.id)
            if let step = try convert(migration, in: &current, recorded: recorded) { report.steps.append(step) }
            if !recorded {
                record.append(migration.id)
                report.recorded.append(migration.id)
            }
        }
        if !report.recorded.isEmpty { current[PrefsMigrationRecord.key] = .array(record.map(PrefsValue.string)) }
        var writes: [String: PrefsValue?] = [:]
        for (key, value) in current where values[key] != value { writes[key] = .some(value) }
        for key in values.keys where current[key] == nil { writes[key] = .some(nil) }
        return (writes, report)
    }

    /// Moves each renamed preference's newest legacy value to its key when the key is absent, and removes its legacy
    /// keys.
    private func moveLegacyKeys(_ values: inout [String: PrefsValue], _ report: inout PrefsMigrationReport) {
        for slot in slots {
            let present = slot.legacyKeys.filter { values[$0] != nil }
            guard let newest = present.first else { continue }
            let moves = values[slot.key] == nil
            if moves {
                values[slot.key] = values[newest]
                report.steps.append(
                    PrefsMigrationStep(
                        kind: .move(from: newest), key: slot.key, oldValue: nil, newValue: values[newest]))
            }
            for legacy in present {
                if legacy != newest || !moves {
                    report.steps.append(
                        PrefsMigrationStep(
                            kind: .drop(legacyKey: legacy), key: slot.key, oldValue: values[legacy], newValue: nil))
                }
                values[legacy] = nil
            }
        }
    }

    /// Runs `migration` on the value of its key; the step, or `nil` when nothing is converted.
    private func convert(
        _ migration: PrefsMigration, in values: inout [String: PrefsValue], recorded: Bool
    ) throws(PrefsError) -> PrefsMigrationStep? {
        guard let slot = slots.first(where: { $0.key == migration.key }) else {
            throw .migrationFailed(
                key: migration.key, migration: migration.id, reason: "no preference of the schema has this key")
        }
        guard let stored = values[migration.key] else { return nil }
        let isReadable = slot.acceptedForm(ofStored: stored) != nil
        // Once recorded, only a value the preference cannot read (written since by an older version) is converted.
        if recorded && isReadable { return nil }
        guard let converted = try migration.convert(stored, slot) else {
            guard isReadable || recorded else {
                throw .migrationFailed(
                    key: migration.key, migration: migration.id,
                    reason: "it holds \(stored.typeName) \(stored), which is neither the old form "
                        + "(\(migration.oldTypeName)) nor a \(slot.typeName)")
            }
            return nil
        }
        values[migration.key] = converted
        return PrefsMigrationStep(
            kind: .convert(migration: migration.id), key: migration.key, oldValue: stored, newValue: converted)
    }
}
