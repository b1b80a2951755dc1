public import Foundation

/// Import and export follow the storage's ``PrefsStorage/fileKeys``: over a file read with
/// ``PrefsFileKeys/nestedPaths`` (or a layered storage over one), a document is the nested document such a file is —
/// an export nests the values back into objects, and an import reads each nested member as its path — and a non-empty
/// dictionary given as the value of a key is spread into the paths below it.
extension PrefsStorage {
    /// Imports `contents` as one atomic batch (one write for a file storage); observers hear of changed keys.
    ///
    /// ```swift
    /// try storage.load(from: ["launches": 3, "name": "Ada"], by: .updating)
    /// ```
    /// Under ``PrefsFileKeys/nestedPaths`` the keys are paths, and a non-empty dictionary value is the paths below
    /// its key: `["textEditing": ["font": ["size": 14]]]` imports `textEditing.font.size`.
    /// - Returns: the keys whose value changed.
    /// - Throws: what the strategy's predicate throws, or the storage's error; nothing is changed then.
    @discardableResult
    public func load(
        from contents: [String: any PrefsStorageValue], by strategy: PrefsStorageUpdateStrategy
    ) throws -> Set<String> {
        try load(values: importedValues(contents.mapValues(\.prefsValue), fromDocument: false), by: strategy)
    }

    /// Imports a JSON or property-list document (its top level a dictionary) as one atomic batch; under
    /// ``PrefsFileKeys/nestedPaths``, each member inside nested objects is imported at its path.
    ///
    /// ```swift
    /// try storage.load(from: exported, format: .plist(.binary), by: .reinitializing)
    /// ```
    /// - Returns: the keys whose value changed.
    /// - Throws: ``PrefsFileError/Problem`` when `data` is not such a document (nothing is changed), or what
    ///   ``load(from:by:)`` throws.
    @discardableResult
    public func load(from data: Data, format: PrefsFileFormat, by strategy: PrefsStorageUpdateStrategy) throws -> Set<
        String
    > {
        try load(values: importedValues(try format.read([UInt8](data)).values, fromDocument: true), by: strategy)
    }

    /// Imports the JSON or property-list file at `file` as one atomic batch.
    /// - Returns: the keys whose value changed.
    /// - Throws: ``PrefsFileError`` naming the file when it cannot be read or parsed, or what ``load(from:by:)``
    ///   throws; nothing is changed then.
    @discardableResult
    public func load(from file: URL, format: PrefsFileFormat, by strategy: PrefsStorageUpdateStrategy) throws -> Set<
        String
    > {
        let values: [String: PrefsValue]
        switch PrefsFileSystem.read(file.path) {
        case .missing:
            throw PrefsFileError(file: file, problem: PrefsFileSystem.problem("open", ENOENT))
        case .failed(let problem):
            throw PrefsFileError(file: file, problem: problem)
        case .contents(let bytes, _):
            do {
                values = try format.read(bytes).values
            } catch {
                throw PrefsFileError(file: file, problem: error)
            }
        }
        return try load(values: importedValues(values, fromDocument: true), by: strategy)
    }

    /// Every stored value as a JSON or property-list document; under ``PrefsFileKeys/nestedPaths``, laid out as the
    /// file is, each path a member inside nested objects.
    ///
    /// ```swift
    /// let backup = try storage.exportData(format: .json)
    /// ```
    /// - Throws: ``PrefsFileError/Problem`` when a value cannot be written in `format` (a control character in an XML
    ///   property list, a value at a path where another path needs an object).
    public func exportData(format: PrefsFileFormat) throws -> Data {
        Data(try format.image(values: exportedMembers()).bytes)
    }

    /// Every stored value as the text of a JSON or XML property-list document.
    /// - Throws: as ``exportData(format:)``.
    public func exportString(format: PrefsFileFormat) throws -> String {
        String(decoding: try exportData(format: format), as: UTF8.self)
    }

    /// Writes every stored value to `file` atomically (mode 0600 for a new file).
    /// - Throws: ``PrefsFileError`` naming the file when it cannot be written.
    public func export(format: PrefsFileFormat, to file: URL) throws {
        do {
            try PrefsFileSystem.writeAtomically(try format.image(values: exportedMembers()).bytes, to: file.path)
        } catch {
            throw PrefsFileError(file: file, problem: error)
        }
    }

    /// `values` as keys of this storage: a document's members (`fromDocument`) or values by key, read as paths under
    /// ``PrefsFileKeys/nestedPaths`` (see above), as they are otherwise.
    package func importedValues(_ values: [String: PrefsValue], fromDocument: Bool) -> [String: PrefsValue] {
        guard fileKeys == .nestedPaths else { return values }
        return fromDocument ? PrefsNestedDocument.flatten(values) : PrefsNestedDocument.expand(values)
    }

    /// The top-level members of an export: the stored values, nested back into objects under
    /// ``PrefsFileKeys/nestedPaths``.
    private func exportedMembers() throws(PrefsFileError.Problem) -> [String: PrefsValue] {
        guard fileKeys == .nestedPaths else { return storageValues() }
        return try PrefsNestedDocument.nest(storageValues())
    }

    /// Imports `imported`, keys of this storage, as one atomic batch.
    package func load(values imported: [String: PrefsValue], by strategy: PrefsStorageUpdateStrategy) throws -> Set<
        String
    > {
        try modify { transaction in
            if case .reinitializing = strategy {
                for key in transaction.values.keys where imported[key] == nil { transaction[key] = nil }
            }
            for (key, value) in imported {
                if case .updatingWithPredicate(let predicate) = strategy, let old = transaction[key],
                    try predicate(key, old, value) == .preserveOldValue
                {
                    continue
                }
                transaction[key] = value
            }
            return Set(transaction.changes.map(\.key))
        }
    }
}
