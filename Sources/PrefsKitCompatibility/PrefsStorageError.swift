public import Foundation

/// The errors PrefsKit's import and export API throws, for code that catches them by name.
///
/// ```swift
/// do {
///     try storage.load(from: "[1, 2]", format: .json(strategy: .passthrough), by: .updating)
/// } catch PrefsStorageError.jsonFormatNotSupported {
///     print("the document is not a JSON object")
/// }
/// ```
///
/// Prefs' own API throws ``PrefsError`` and ``PrefsFileError``, which name the key or file at fault.
public enum PrefsStorageError: LocalizedError, Sendable, Hashable {
    /// The storage cannot export its contents.
    case contentExportingNotSupported
    /// The storage cannot import contents.
    case contentLoadingNotSupported
    /// A value could not be written as JSON (a strategy left a `Data` or `Date` that JSON has no type for, say).
    case jsonExportError
    /// The JSON document's top level is not an object, or the text is not UTF-8.
    case jsonFormatNotSupported
    /// JSON import is not supported.
    case jsonLoadingNotSupported
    /// JSON export is not supported.
    case jsonWritingNotSupported
    /// A value could not be written as a property list.
    case plistExportError
    /// Property-list import is not supported.
    case plistLoadingNotSupported
    /// Property-list export is not supported.
    case plistWritingNotSupported

    public var errorDescription: String? {
        switch self {
        case .contentExportingNotSupported: "This storage cannot export its contents."
        case .contentLoadingNotSupported: "This storage cannot import contents."
        case .jsonExportError: "The contents could not be written as JSON."
        case .jsonFormatNotSupported: "The JSON document is not an object of preferences."
        case .jsonLoadingNotSupported: "JSON import is not supported."
        case .jsonWritingNotSupported: "JSON export is not supported."
        case .plistExportError: "The contents could not be written as a property list."
        case .plistLoadingNotSupported: "Property-list import is not supported."
        case .plistWritingNotSupported: "Property-list export is not supported."
        }
    }
}
