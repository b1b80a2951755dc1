/// The file formats file storages, import and export use.
///
/// ```swift
/// let data = try storage.exportData(format: .plist(.binary))
/// try other.load(from: data, format: .plist(.binary), by: .updating)
/// ```
public enum PrefsFileFormat: Sendable, Hashable {
    /// A JSON object; dates, data and non-finite numbers are kept as strings (see Docs/Storage.md).
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
    /// The values in `bytes` and the members kept verbatim.
    func read(_ bytes: [UInt8]) throws(PrefsFileError.Problem) -> PrefsFileContents {
        switch self {
        case .json: try PrefsJSONFile.read(bytes)
        case .plist: PrefsFileContents(values: try PrefsPropertyList.values(from: bytes))
        }
    }

    /// The file holding `values` and the `preserved` members, written in full.
    func image(
        values: [String: PrefsValue], preserved: [ExactKey: PrefsFileContents.Member] = [:]
    ) throws(PrefsFileError.Problem) -> PrefsFileImage {
        switch self {
        case .json:
            let document = PrefsJSONFile.document(values: values, preserved: preserved)
            return PrefsFileImage(bytes: document.bytes, layout: document.layout, preserved: preserved)
        case .plist(.xml) where values.allSatisfy(PrefsPropertyListWriter.canWrite):
            let document = PrefsPropertyListWriter.document(values: values)
            return PrefsFileImage(bytes: document.bytes, layout: document.layout, preserved: preserved)
        case .plist(let format):
            return PrefsFileImage(
                bytes: try PrefsPropertyList.serialized(values, format: format), layout: nil, preserved: preserved)
        }
    }

    /// `image` with the members of `keys` set to their value in `values` (or removed): only those members are
    /// encoded when Prefs wrote the image; `values` must hold what the file holds for every other key.
    func image(
        updating image: PrefsFileImage, keys: Set<String>, values: [String: PrefsValue]
    ) throws(PrefsFileError.Problem) -> PrefsFileImage {
        var preserved = image.preserved
        for key in keys { preserved[ExactKey(key)] = nil }
        switch (self, image.layout) {
        case (.json, let layout?):
            let document = PrefsJSONFile.updating(
                image.bytes, layout: layout, keys: keys, values: values, preserved: preserved)
            return PrefsFileImage(bytes: document.bytes, layout: document.layout, preserved: preserved)
        case (.plist(.xml), let layout?)
        where keys.allSatisfy { key in values[key].map { PrefsPropertyListWriter.canWrite(key: key, $0) } ?? true }:
            let document = PrefsPropertyListWriter.updating(image.bytes, layout: layout, keys: keys, values: values)
            return PrefsFileImage(bytes: document.bytes, layout: document.layout, preserved: preserved)
        default:
            return try self.image(values: values, preserved: preserved)
        }
    }

    /// `value` exactly as reading it back from this format gives it, so that memory and file always agree.
    func canonical(_ value: PrefsValue) -> PrefsValue {
        switch self {
        case .json: PrefsJSONFile.canonical(value)
        case .plist(.xml): PrefsPropertyList.wholeSecondDates(value)
        case .plist(.binary): value
        }
    }
}
