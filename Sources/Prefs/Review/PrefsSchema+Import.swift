public import Foundation

extension PrefsSchema {
    /// Imports a JSON or property-list document into the schema's storage as one atomic batch, after checking every
    /// value whose key is one of the schema's preferences (type, range, step, options).
    ///
    /// ```swift
    /// try prefs.importValues(from: backup, format: .json, by: .updating)
    /// ```
    /// Keys that are not preferences are imported as they are, as ``PrefsStorage/load(from:by:)`` does.
    /// - Returns: the keys whose value changed.
    /// - Throws: ``PrefsError/typeMismatch(key:expected:found:)`` or ``PrefsError/invalidValue(key:value:allowed:)``
    ///   for the first value a preference cannot accept, a ``PrefsFileError/Problem`` when `data` is not a document,
    ///   or the storage's error; nothing is changed then.
    @discardableResult
    public func importValues(
        from data: Data, format: PrefsFileFormat, by strategy: PrefsStorageUpdateStrategy
    ) throws -> Set<String> {
        try importValues(from: try format.decode([UInt8](data)).values, by: strategy)
    }

    /// Imports values as one atomic batch after checking every value whose key is one of the schema's preferences.
    /// - Returns: the keys whose value changed.
    /// - Throws: as ``importValues(from:format:by:)``; nothing is changed then.
    @discardableResult
    public func importValues(
        from values: [String: any PrefsStorageValue], by strategy: PrefsStorageUpdateStrategy
    ) throws -> Set<String> {
        let stored = values.mapValues(\.prefsValue)
        for declaration in Self.prefsDeclarations {
            if let value = stored[declaration.key] { try declaration.check(value) }
        }
        return try _$prefs.attach(storage, to: self).load(from: stored, by: strategy)
    }
}
