public import Foundation

// PrefsKit's import/export traits. In Prefs every storage imports and exports (``PrefsStorage/load(from:by:)``,
// ``PrefsStorage/exportData(format:)`` with a ``PrefsFileFormat``); these protocols give code that names the traits,
// or uses PrefsKit's format values (`.json(strategy:)`, `.plist()`), something to compile against.

/// A storage that imports contents: every built-in storage.
///
/// ```swift
/// func restore(_ storage: any PrefsStorage & PrefsStorageImportable, from data: Data) throws {
///     try storage.load(from: data, format: .plist(), by: .reinitializing)
/// }
/// ```
public protocol PrefsStorageImportable: PrefsStorage {
    /// Imports typed values as one atomic batch.
    /// - Returns: the keys whose value changed.
    /// - Throws: what the strategy's predicate throws, or the storage's error; nothing is changed then.
    @discardableResult
    func load(from contents: [String: any PrefsStorageValue], by strategy: PrefsStorageUpdateStrategy) throws
        -> Set<String>
    /// Imports plain Swift objects as one atomic batch.
    /// - Returns: the keys whose value changed.
    /// - Throws: ``PrefsError/encodingFailed(key:value:)`` for a value storage cannot keep; nothing is changed then.
    @discardableResult
    func load(unsafe contents: [String: Any], by strategy: PrefsStorageUpdateStrategy) throws -> Set<String>
}

extension PrefsStorageImportable {
    /// Imports the file at `file`, read with `format` and its strategy, as one atomic batch.
    ///
    /// ```swift
    /// try storage.load(from: url, format: .plist(), by: .updating)
    /// ```
    /// - Returns: the keys whose value changed.
    /// - Throws: the file's or the format's error; nothing is changed then.
    @discardableResult
    public func load<Format: PrefsStorageImportFormatFileImportable>(
        from file: URL, format: Format, by strategy: PrefsStorageUpdateStrategy
    ) throws -> Set<String> {
        try load(unsafe: try format.load(from: file), by: strategy)
    }

    /// Imports a document, read with `format` and its strategy, as one atomic batch.
    ///
    /// ```swift
    /// try storage.load(from: data, format: .json(strategy: .typed()), by: .reinitializing)
    /// ```
    /// - Returns: the keys whose value changed.
    /// - Throws: the format's error (``PrefsStorageError/jsonFormatNotSupported`` for JSON that is not an object);
    ///   nothing is changed then.
    @discardableResult
    public func load<Format: PrefsStorageImportFormatDataImportable>(
        from data: Data, format: Format, by strategy: PrefsStorageUpdateStrategy
    ) throws -> Set<String> {
        try load(unsafe: try format.load(from: data), by: strategy)
    }

    /// Imports the text of a document, read with `format` and its strategy, as one atomic batch.
    ///
    /// ```swift
    /// try storage.load(from: #"{"launches": 3}"#, format: .json(strategy: .typed()), by: .updating)
    /// ```
    /// - Returns: the keys whose value changed.
    /// - Throws: the format's error; nothing is changed then.
    @discardableResult
    public func load<Format: PrefsStorageImportFormatStringImportable>(
        from string: String, format: Format, by strategy: PrefsStorageUpdateStrategy
    ) throws -> Set<String> {
        try load(unsafe: try format.load(from: string), by: strategy)
    }
}

/// A storage that exports its contents: every built-in storage.
///
/// ```swift
/// let backups: [any PrefsStorage & PrefsStorageExportable] = [DictionaryPrefsStorage(), JSONFilePrefsStorage(file: url)]
/// let data = try backups[0].exportData(format: .plist())
/// ```
public protocol PrefsStorageExportable: PrefsStorage {
    /// Every stored value as a plain Swift object (`Bool`, `Int`, `Double`, `String`, `Data`, `Date`, arrays,
    /// dictionaries).
    /// - Throws: never for the built-in storages.
    func dictionaryRepresentation() throws -> [String: Any]
}

extension PrefsStorageExportable {
    public func dictionaryRepresentation() throws -> [String: Any] {
        storageValues().mapValues(\.propertyListObject)
    }

    /// Writes every stored value to `file` with `format` and its strategy.
    ///
    /// ```swift
    /// try storage.export(format: .plist(), to: url)
    /// ```
    /// - Throws: the format's error, or the file system's.
    public func export<Format: PrefsStorageExportFormatFileExportable>(format: Format, to file: URL) throws {
        try format.export(storage: try dictionaryRepresentation(), to: file)
    }

    /// Every stored value as a document, written with `format` and its strategy.
    ///
    /// ```swift
    /// let data = try storage.exportData(format: .json(strategy: .passthrough))
    /// ```
    /// - Throws: the format's error (``PrefsStorageError/jsonExportError`` for a value JSON cannot hold).
    public func exportData<Format: PrefsStorageExportFormatDataExportable>(format: Format) throws -> Data {
        try format.exportData(storage: try dictionaryRepresentation())
    }

    /// Every stored value as the text of a document, written with `format` and its strategy (property lists as
    /// XML).
    ///
    /// ```swift
    /// let text = try storage.exportString(format: .plist())
    /// ```
    /// - Throws: the format's error.
    public func exportString<Format: PrefsStorageExportFormatStringExportable>(format: Format) throws -> String {
        try format.exportString(storage: try dictionaryRepresentation())
    }
}

/// A storage that can be created from a document: ``DictionaryPrefsStorage``.
///
/// ```swift
/// let type: any PrefsStorageInitializable.Type = DictionaryPrefsStorage.self
/// let storage = try type.init(from: data, format: .plist())
/// ```
public protocol PrefsStorageInitializable: PrefsStorageImportable {
    /// A storage holding the contents of the file at `url`.
    /// - Throws: the file's or the format's error.
    init<Format: PrefsStorageImportFormatFileImportable>(from url: URL, format: Format) throws
    /// A storage holding the contents of `data`.
    /// - Throws: the format's error.
    init<Format: PrefsStorageImportFormatDataImportable>(from data: Data, format: Format) throws
    /// A storage holding the contents of `string`.
    /// - Throws: the format's error.
    init<Format: PrefsStorageImportFormatStringImportable>(from string: String, format: Format) throws
}

extension DictionaryPrefsStorage: PrefsStorageInitializable, PrefsStorageExportable {
    /// An in-memory storage holding the contents of the file at `url`.
    ///
    /// ```swift
    /// let storage = try DictionaryPrefsStorage(from: url, format: .plist())
    /// ```
    /// - Throws: the file's or the format's error.
    public convenience init<Format: PrefsStorageImportFormatFileImportable>(from url: URL, format: Format) throws {
        self.init(values: try PrefsValue.values(ofUnsafe: try format.load(from: url)))
    }

    /// An in-memory storage holding the contents of `data`.
    ///
    /// ```swift
    /// let storage = try DictionaryPrefsStorage(from: data, format: .json(strategy: .typed()))
    /// ```
    /// - Throws: the format's error.
    public convenience init<Format: PrefsStorageImportFormatDataImportable>(from data: Data, format: Format) throws {
        self.init(values: try PrefsValue.values(ofUnsafe: try format.load(from: data)))
    }

    /// An in-memory storage holding the contents of `string`.
    ///
    /// ```swift
    /// let storage = try DictionaryPrefsStorage(from: #"{"launches": 3}"#, format: .json(strategy: .typed()))
    /// ```
    /// - Throws: the format's error.
    public convenience init<Format: PrefsStorageImportFormatStringImportable>(
        from string: String, format: Format
    ) throws {
        self.init(values: try PrefsValue.values(ofUnsafe: try format.load(from: string)))
    }
}

extension PrefsStorage where Self == DictionaryPrefsStorage {
    /// An in-memory storage holding the contents of the file at `url`.
    /// - Throws: the file's or the format's error.
    public static func dictionary<Format: PrefsStorageImportFormatFileImportable>(
        from url: URL, format: Format
    ) throws -> DictionaryPrefsStorage {
        try DictionaryPrefsStorage(from: url, format: format)
    }

    /// An in-memory storage holding the contents of `data`.
    /// - Throws: the format's error.
    public static func dictionary<Format: PrefsStorageImportFormatDataImportable>(
        from data: Data, format: Format
    ) throws -> DictionaryPrefsStorage {
        try DictionaryPrefsStorage(from: data, format: format)
    }

    /// An in-memory storage holding the contents of `string`.
    /// - Throws: the format's error.
    public static func dictionary<Format: PrefsStorageImportFormatStringImportable>(
        from string: String, format: Format
    ) throws -> DictionaryPrefsStorage {
        try DictionaryPrefsStorage(from: string, format: format)
    }
}

extension UserDefaultsPrefsStorage: PrefsStorageImportable, PrefsStorageExportable {}
extension FilePrefsStorage: PrefsStorageImportable, PrefsStorageExportable {}
extension AnyPrefsStorage: PrefsStorageImportable, PrefsStorageExportable {}
