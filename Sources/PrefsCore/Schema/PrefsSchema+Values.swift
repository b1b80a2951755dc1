public import Foundation

extension PrefsSchema {
    /// The value the preference with `key` has now, in its value form, validated as a typed read would be.
    ///
    /// This is dynamic key access through the schema, for code that has a key rather than a property (a settings
    /// screen, a script, the command line). Unlike `storage.storageValue(forKey:)`, which returns whatever is stored,
    /// it returns the stored value only when the preference accepts it (right type, within its range, step or
    /// options), and otherwise the preference's default; `nil` means an optional preference with nothing stored.
    ///
    /// The value is in the preference's value form, whatever its coding keeps: a `Bool` stored as `"yes"` gives
    /// `.bool(true)`, an `Int64` stored as text gives `.int`, a `Date` gives a `.date` even from a JSON file, a
    /// `RawRepresentable` gives its raw value. A `Codable` value stored as JSON gives its stored form.
    ///
    /// ```swift
    /// try prefs.value(forKey: "ui.fontSize")      // .double(14), the default, until something valid is stored
    /// ```
    /// - Throws: ``PrefsError/unknownKey(_:)`` when no preference of the schema has `key`.
    public func value(forKey key: String) throws -> PrefsValue? {
        let slot = try _$table.slot(forKey: key)
        return slot.effectiveForm(ofStored: slot.storedValue(in: attachedStorage))
    }

    /// Whether the preference with `key` has its default value: nothing it accepts is stored for it, or what is
    /// stored equals the default.
    ///
    /// ```swift
    /// try prefs.isDefault(forKey: "ui.fontSize")   // true until a value other than the default is stored
    /// ```
    /// - Throws: ``PrefsError/unknownKey(_:)`` when no preference of the schema has `key`.
    public func isDefault(forKey key: String) throws -> Bool {
        let slot = try _$table.slot(forKey: key)
        return slot.isDefault(stored: slot.storedValue(in: attachedStorage))
    }

    /// Writes `value` to the preference with `key`, checked like every schema write; `nil` removes the stored value
    /// so the preference reads its default.
    ///
    /// `value` is in the preference's value form (as ``value(forKey:)`` gives it); its stored form is accepted too.
    /// The write is one storage batch; observers, change streams and `@OnPrefChange` methods hear of it only when the
    /// value really changed.
    ///
    /// ```swift
    /// try prefs.setValue(.double(18), forKey: "ui.fontSize")
    /// try prefs.setValue(.double(99), forKey: "ui.fontSize")   // throws invalidValue; 18 stays
    /// ```
    /// - Throws: ``PrefsError/unknownKey(_:)``, ``PrefsError/typeMismatch(key:expected:typeName:found:)``,
    ///   ``PrefsError/invalidValue(key:value:allowed:)`` or the storage's error; nothing is written then.
    public func setValue(_ value: PrefsValue?, forKey key: String) throws {
        let slot = try _$table.slot(forKey: key)
        let stored = try value.map(slot.stored(fromForm:))
        try attachedStorage.modify { slot.setStored(stored, in: &$0) }
    }

    /// Removes the stored value of every preference, in one storage batch.
    /// - Throws: the storage's error; nothing is removed then.
    public func resetAll() throws {
        try reset(keys: _$table.slots.map(\.key))
    }

    /// Removes the stored values of `keys`, in one storage batch.
    /// - Throws: ``PrefsError/unknownKey(_:)`` for a key no preference has, or the storage's error; nothing is
    ///   removed then.
    public func reset(keys: [String]) throws {
        let table = _$table
        let slots = try keys.map { key throws(PrefsError) in try table.slot(forKey: key) }
        try attachedStorage.modify { transaction in
            for slot in slots { slot.setStored(nil, in: &transaction) }
        }
    }

    /// Imports a JSON or property-list document into the schema's storage as one atomic batch, after checking every
    /// value whose key is one of the schema's preferences (type, range, step, options). Over a file storage read with
    /// ``PrefsFileKeys/nestedPaths`` the document is nested as the file is, and its members are checked and imported
    /// by path.
    ///
    /// ```swift
    /// try prefs.importValues(from: backup, format: .json, by: .updating)
    /// ```
    /// Keys that are not preferences are imported as they are, as ``PrefsStorage/load(from:by:)`` does.
    /// - Returns: the keys whose value changed.
    /// - Throws: ``PrefsError/typeMismatch(key:expected:typeName:found:)`` or
    ///   ``PrefsError/invalidValue(key:value:allowed:)`` for the first value a preference cannot accept, a
    ///   ``PrefsFileError/Problem`` when `data` is not a document, or the storage's error; nothing is changed then.
    @discardableResult
    public func importValues(
        from data: Data, format: PrefsFileFormat, by strategy: PrefsStorageUpdateStrategy
    ) throws -> Set<String> {
        let storage = attachedStorage
        return try importChecked(
            storage.importedValues(try format.read([UInt8](data)).values, fromDocument: true), into: storage,
            by: strategy)
    }

    /// Imports values as one atomic batch after checking every value whose key is one of the schema's preferences.
    /// - Returns: the keys whose value changed.
    /// - Throws: as ``importValues(from:format:by:)``; nothing is changed then.
    @discardableResult
    public func importValues(
        from values: [String: any PrefsStorageValue], by strategy: PrefsStorageUpdateStrategy
    ) throws -> Set<String> {
        let storage = attachedStorage
        return try importChecked(
            storage.importedValues(values.mapValues(\.prefsValue), fromDocument: false), into: storage, by: strategy)
    }

    /// Checks every value of `stored` (keys of `storage`: paths under ``PrefsFileKeys/nestedPaths``) whose key is a
    /// preference's, then imports them all as one batch.
    private func importChecked(
        _ stored: [String: PrefsValue], into storage: SchemaStorage, by strategy: PrefsStorageUpdateStrategy
    ) throws -> Set<String> {
        for slot in _$table.slots {
            if let value = stored[slot.key] { try slot.check(stored: value) }
        }
        return try storage.load(values: stored, by: strategy)
    }
}

extension PrefsSchema {
    /// The schema as the part of it usable from any thread; every `@PrefsSchema` class is one.
    var _$receiver: any _PrefsRuntime.Receiver {
        guard let receiver = self as? any _PrefsRuntime.Receiver else {
            preconditionFailure("\(Self.self) conforms to PrefsSchema without @PrefsSchema; apply the macro")
        }
        return receiver
    }

    /// This instance's preferences.
    package var _$table: _PrefsRuntime.State.Table { _$prefs.table(of: _$receiver) }

    /// The storage, with the schema subscribed to its changes.
    package var attachedStorage: SchemaStorage { _$prefs.attach(storage, to: self) }
}
