public import Foundation

// PrefsKit's import and export formats: `.json(strategy:)` and `.plist()` in a `format:` argument. Documents are read
// and written by Prefs' own exact JSON and property-list code (an `Int` stays an integer, a `Double` comes back bit
// for bit); the strategy then maps the plain Swift objects (`[String: Any]`) on their way in or out.

/// A format contents can be imported from.
public protocol PrefsStorageImportFormat {}
/// A format that imports a file.
public protocol PrefsStorageImportFormatFileImportable: PrefsStorageImportFormat {
    /// The contents of the file at `file`, as plain Swift objects, after the format's strategy.
    /// - Throws: the file's or the format's error.
    func load(from file: URL) throws -> [String: Any]
}
/// A format that imports `Data`.
public protocol PrefsStorageImportFormatDataImportable: PrefsStorageImportFormat {
    /// The contents of `data`, as plain Swift objects, after the format's strategy.
    /// - Throws: the format's error.
    func load(from data: Data) throws -> [String: Any]
}
/// A format that imports text.
public protocol PrefsStorageImportFormatStringImportable: PrefsStorageImportFormat {
    /// The contents of `string`, as plain Swift objects, after the format's strategy.
    /// - Throws: the format's error.
    func load(from string: String) throws -> [String: Any]
}

extension PrefsStorageImportFormatFileImportable where Self: PrefsStorageImportFormatDataImportable {
    public func load(from file: URL) throws -> [String: Any] {
        try load(from: try Data(contentsOf: file))
    }
}

/// A format contents can be exported to.
public protocol PrefsStorageExportFormat {}
/// A format that exports to a file.
public protocol PrefsStorageExportFormatFileExportable: PrefsStorageExportFormat {
    /// Writes `storage` to `file` atomically, after the format's strategy.
    /// - Throws: the format's error, or the file system's.
    func export(storage: [String: Any], to file: URL) throws
}
/// A format that exports `Data`.
public protocol PrefsStorageExportFormatDataExportable: PrefsStorageExportFormat {
    /// `storage` as a document, after the format's strategy.
    /// - Throws: the format's error.
    func exportData(storage: [String: Any]) throws -> Data
}
/// A format that exports text.
public protocol PrefsStorageExportFormatStringExportable: PrefsStorageExportFormat {
    /// `storage` as the text of a document, after the format's strategy.
    /// - Throws: the format's error.
    func exportString(storage: [String: Any]) throws -> String
}

extension PrefsStorageExportFormatFileExportable where Self: PrefsStorageExportFormatDataExportable {
    public func export(storage: [String: Any], to file: URL) throws {
        let data = try exportData(storage: storage)
        do {
            try PrefsFileSystem.writeAtomically([UInt8](data), to: file.path)
        } catch {
            throw PrefsFileError(file: file, problem: error)
        }
    }
}

// MARK: - JSON

/// JSON import: `.json(strategy:)` in a `load` or `init(from:format:)`.
///
/// ```swift
/// try storage.load(from: data, format: .json(strategy: .typed()), by: .reinitializing)
/// ```
///
/// The document must be an object. Numbers keep their kind: `3` is an `Int`, `3.0` a `Double`, `true` a `Bool`.
/// JSON has no date or data type; a strategy turns such strings back into `Date` or `Data` (see
/// ``PrefsStorageMappingImportStrategy``). `options` is accepted for source compatibility and not used.
public struct JSONPrefsStorageImportFormat: PrefsStorageImportFormatFileImportable,
    PrefsStorageImportFormatDataImportable, PrefsStorageImportFormatStringImportable
{
    /// Accepted for source compatibility; not used.
    public var options: JSONSerialization.ReadingOptions
    /// What maps the document's values before they are stored.
    public var strategy: any PrefsStorageImportStrategy

    /// JSON import through `strategy`.
    public init(options: JSONSerialization.ReadingOptions = [], strategy: any PrefsStorageImportStrategy) {
        self.options = options
        self.strategy = strategy
    }

    public func load(from data: Data) throws -> [String: Any] {
        try strategy.prepareForImport(storage: try Self.contents(of: data).values.mapValues(\.propertyListObject))
    }

    /// The JSON object in `data`.
    /// - Throws: ``PrefsStorageError/jsonFormatNotSupported`` when the document is valid JSON but not an object, else
    ///   the syntax error.
    private static func contents(of data: Data) throws -> PrefsFileContents {
        do throws(PrefsFileError.Problem) {
            return try PrefsJSONFile.read([UInt8](data))
        } catch {
            if case .wrongTopLevelType = error { throw PrefsStorageError.jsonFormatNotSupported }
            // A document that parses, but not as an object: an array or a scalar at the top.
            if let document = try? JSONValue(parsing: [UInt8](data)), !document.isObject {
                throw PrefsStorageError.jsonFormatNotSupported
            }
            throw error
        }
    }

    public func load(from string: String) throws -> [String: Any] {
        try load(from: Data(string.utf8))
    }
}

/// JSON export: `.json(strategy:)` in an `exportData`, `exportString` or `export(format:to:)`.
///
/// ```swift
/// let data = try storage.exportData(format: .json(strategy: .passthrough))
/// ```
///
/// The document is an object with sorted keys, as JSON file storages write it. A `Date` or `Data` the strategy
/// leaves is written as ISO 8601 or base64 text. `options` is accepted for source compatibility and not used.
public struct JSONPrefsStorageExportFormat: PrefsStorageExportFormatFileExportable,
    PrefsStorageExportFormatDataExportable, PrefsStorageExportFormatStringExportable
{
    /// Accepted for source compatibility; not used.
    public var options: JSONSerialization.WritingOptions
    /// What maps the stored values before they are written.
    public var strategy: any PrefsStorageExportStrategy

    /// JSON export through `strategy`.
    public init(options: JSONSerialization.WritingOptions = [], strategy: any PrefsStorageExportStrategy) {
        self.options = options
        self.strategy = strategy
    }

    public func exportData(storage: [String: Any]) throws -> Data {
        let values: [String: PrefsValue]
        do {
            values = try PrefsValue.values(ofUnsafe: try strategy.prepareForExport(storage: storage))
        } catch is PrefsError {
            throw PrefsStorageError.jsonExportError
        }
        return Data(try PrefsFileFormat.json.image(values: values).bytes)
    }

    public func exportString(storage: [String: Any]) throws -> String {
        String(decoding: try exportData(storage: storage), as: UTF8.self)
    }
}

extension PrefsStorageImportFormat where Self == JSONPrefsStorageImportFormat {
    /// JSON, mapped by `strategy` (JSON cannot tell a date or data from a string, so the strategy is required).
    public static func json(
        options: JSONSerialization.ReadingOptions = [], strategy: any PrefsStorageImportStrategy
    ) -> JSONPrefsStorageImportFormat {
        JSONPrefsStorageImportFormat(options: options, strategy: strategy)
    }
}

extension PrefsStorageExportFormat where Self == JSONPrefsStorageExportFormat {
    /// JSON, mapped by `strategy`.
    public static func json(
        options: JSONSerialization.WritingOptions = [], strategy: any PrefsStorageExportStrategy
    ) -> JSONPrefsStorageExportFormat {
        JSONPrefsStorageExportFormat(options: options, strategy: strategy)
    }
}

// MARK: - Property list

/// Property-list import (XML or binary): `.plist()`.
///
/// ```swift
/// let storage = try DictionaryPrefsStorage(from: data, format: .plist())
/// ```
public struct PListPrefsStorageImportFormat: PrefsStorageImportFormatFileImportable,
    PrefsStorageImportFormatDataImportable, PrefsStorageImportFormatStringImportable
{
    /// What maps the document's values before they are stored.
    public var strategy: any PrefsStorageImportStrategy

    /// Property-list import through `strategy`.
    public init(strategy: any PrefsStorageImportStrategy) {
        self.strategy = strategy
    }

    public func load(from data: Data) throws -> [String: Any] {
        let contents = try PrefsFileFormat.plist(.xml).read([UInt8](data))
        return try strategy.prepareForImport(storage: contents.values.mapValues(\.propertyListObject))
    }

    public func load(from string: String) throws -> [String: Any] {
        try load(from: Data(string.utf8))
    }
}

/// Property-list export: `.plist()` (XML) or `.plist(format: .binary)`.
///
/// ```swift
/// try storage.export(format: .plist(format: .binary), to: url)
/// ```
///
/// `exportString` writes XML whatever `format` says; any format other than `.binary` writes XML.
public struct PListPrefsStorageExportFormat: PrefsStorageExportFormatFileExportable,
    PrefsStorageExportFormatDataExportable, PrefsStorageExportFormatStringExportable
{
    /// `.binary` for a binary property list; anything else writes XML.
    public var format: PropertyListSerialization.PropertyListFormat
    /// What maps the stored values before they are written.
    public var strategy: any PrefsStorageExportStrategy

    /// Property-list export in `format` through `strategy`.
    public init(format: PropertyListSerialization.PropertyListFormat, strategy: some PrefsStorageExportStrategy) {
        self.format = format
        self.strategy = strategy
    }

    public func exportData(storage: [String: Any]) throws -> Data {
        try export(storage, as: format == .binary ? .binary : .xml)
    }

    public func exportString(storage: [String: Any]) throws -> String {
        String(decoding: try export(storage, as: .xml), as: UTF8.self)
    }

    private func export(_ storage: [String: Any], as encoding: PrefsPListFormat) throws -> Data {
        let values: [String: PrefsValue]
        do {
            values = try PrefsValue.values(ofUnsafe: try strategy.prepareForExport(storage: storage))
        } catch is PrefsError {
            throw PrefsStorageError.plistExportError
        }
        return Data(try PrefsFileFormat.plist(encoding).image(values: values).bytes)
    }
}

extension PrefsStorageImportFormat where Self == PListPrefsStorageImportFormat {
    /// A property list, XML or binary.
    public static func plist(strategy: any PrefsStorageImportStrategy = .plist) -> PListPrefsStorageImportFormat {
        PListPrefsStorageImportFormat(strategy: strategy)
    }
}

extension PrefsStorageExportFormat where Self == PListPrefsStorageExportFormat {
    /// A property list, XML unless `format` is `.binary`.
    public static func plist(
        format: PropertyListSerialization.PropertyListFormat = .xml,
        strategy: some PrefsStorageExportStrategy = .plist
    ) -> PListPrefsStorageExportFormat {
        PListPrefsStorageExportFormat(format: format, strategy: strategy)
    }
}

extension JSONValue {
    fileprivate var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
