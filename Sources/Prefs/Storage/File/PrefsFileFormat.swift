/// The file formats file storages, import and export use.
///
/// ```swift
/// let data = try storage.exportData(format: .plist(.binary))
/// try other.load(from: data, format: .plist(.binary), by: .updating)
/// ```
public enum PrefsFileFormat: Sendable, Hashable {
    /// A JSON object; dates and data are kept as strings (see ``PrefsDateString``).
    case json
    /// A property list whose top level is a dictionary.
    case plist(PrefsPListFormat)
}

/// The two property-list encodings Prefs writes.
public enum PrefsPListFormat: Sendable, Hashable {
    /// The XML form: readable and diffable. Its dates have whole-second precision (as in every XML plist).
    case xml
    /// The binary form: compact and faster; dates keep their full precision.
    case binary
}

extension PrefsFileFormat {
    /// The preferences in `bytes`, plus members kept verbatim because they have no ``PrefsValue`` form.
    func decode(_ bytes: [UInt8]) throws(PrefsFileError.Problem) -> PrefsJSONReader.Document {
        switch self {
        case .json: try PrefsJSONReader.document(from: bytes)
        case .plist: PrefsJSONReader.Document(values: try PrefsPropertyList.values(from: bytes))
        }
    }

    /// The bytes of a file holding `values` and the `opaque` members.
    func encode(
        _ values: [String: PrefsValue], opaque: [String: String] = [:]
    ) throws(PrefsFileError.Problem) -> [UInt8] {
        switch self {
        case .json: try PrefsJSONWriter.data(values: values, opaque: opaque)
        case .plist(let format): try PrefsPropertyList.data(from: values, format: format)
        }
    }

    /// `value` exactly as reading it back from this format gives it, so that memory and file always agree.
    func canonical(_ value: PrefsValue) -> PrefsValue {
        switch self {
        case .json: PrefsJSONWriter.canonical(value)
        case .plist(.xml): PrefsPropertyList.wholeSecondDates(value)
        case .plist(.binary): value
        }
    }
}
