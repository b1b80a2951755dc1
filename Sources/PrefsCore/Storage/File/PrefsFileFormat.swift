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
    package func read(_ bytes: [UInt8]) throws(PrefsFileError.Problem) -> PrefsFileContents {
        switch self {
        case .json: return try PrefsJSONFile.read(bytes)
        case .plist:
            do throws(PropertyListError) {
                return Self.contents(of: try PropertyListFormat.read(bytes).members())
            } catch {
                throw Self.problem(error)
            }
        }
    }

    /// The values of a property-list dictionary's members, and the members kept verbatim.
    static func contents(of members: PropertyListDictionary) -> PrefsFileContents {
        let split = members.prefsValues()
        var contents = PrefsFileContents(values: split.values)
        for problem in split.problems {
            guard let value = split.verbatim[problem.key] else { continue }
            contents.preserve(problem.key, .propertyList(value), reason: problem.reason)
        }
        return contents
    }

    /// The file holding `values` and the `preserved` members, written in full.
    package func image(
        values: [String: PrefsValue], preserved: [PrefsKeptKey: PrefsFileContents.Member] = [:]
    ) throws(PrefsFileError.Problem) -> PrefsFileImage {
        switch self {
        case .json:
            let document = PrefsJSONFile.document(values: values, preserved: preserved)
            return PrefsFileImage(bytes: document.bytes, layout: document.layout, preserved: preserved)
        case .plist(let format):
            do throws(PropertyListError) {
                let members = PropertyListDictionary(values: values, keeping: Self.propertyListMembers(preserved))
                if format == .binary {
                    return PrefsFileImage(
                        bytes: try PropertyListFormat.binary.write(members: members), layout: nil, preserved: preserved)
                }
                let document = try PropertyListXMLWriter.document(members: members)
                return PrefsFileImage(bytes: document.bytes, layout: document.layout, preserved: preserved)
            } catch {
                throw Self.problem(error)
            }
        }
    }

    /// `image` with the members of `keys` set to their value in `values` (or removed): only those members are
    /// encoded when the format allows it; `values` must hold what the file holds for every other key.
    /// - Parameter preserved: the members kept verbatim afterwards, when a member of `keys` is one of them (a
    ///   section rebuilt around a write); by default those of `image`, less `keys`.
    package func image(
        updating image: PrefsFileImage, keys: Set<String>, values: [String: PrefsValue],
        preserved given: [PrefsKeptKey: PrefsFileContents.Member]? = nil
    ) throws(PrefsFileError.Problem) -> PrefsFileImage {
        var preserved = image.preserved
        if let given {
            preserved = given
        } else {
            for key in keys { preserved[PrefsKeptKey(key)] = nil }
        }
        switch (self, image.layout) {
        case (.json, let layout?):
            let document = PrefsJSONFile.updating(
                image.bytes, layout: layout, keys: keys, values: values, preserved: preserved)
            return PrefsFileImage(bytes: document.bytes, layout: document.layout, preserved: preserved)
        case (.plist(.xml), let layout?):
            do throws(PropertyListError) {
                var changed = PropertyListDictionary()
                for key in keys {
                    if let value = values[key] {
                        changed[key] = PropertyListValue(value)
                    } else if case .propertyList(let kept) = preserved[PrefsKeptKey(key)] {
                        changed[key] = kept
                    }
                }
                let document = try PropertyListXMLWriter.updating(
                    image.bytes, layout: layout, keys: keys, members: changed)
                return PrefsFileImage(bytes: document.bytes, layout: document.layout, preserved: preserved)
            } catch {
                throw Self.problem(error)
            }
        default:
            return try self.image(values: values, preserved: preserved)
        }
    }

    /// `value` exactly as reading it back from this format gives it, so that memory and file always agree.
    func canonical(_ value: PrefsValue) -> PrefsValue {
        switch self {
        case .json: value.jsonReadBack
        case .plist(.xml): PropertyListFormat.xml.canonical(value)
        case .plist(.binary): value
        }
    }

    /// The kept property-list members.
    private static func propertyListMembers(
        _ preserved: [PrefsKeptKey: PrefsFileContents.Member]
    ) -> PropertyListDictionary {
        var members = PropertyListDictionary()
        for (key, member) in preserved {
            if case .propertyList(let value) = member { members[key.text] = value }
        }
        return members
    }

    /// A property-list error as the file problem storages report.
    private static func problem(_ error: PropertyListError) -> PrefsFileError.Problem {
        switch error {
        case .malformedXML(let message, let line, let column, let offset):
            .syntax(message: message, line: line, column: column, offset: offset)
        case .malformedBinary(let message, let offset):
            .invalidPropertyList(message: offset.map { "byte \($0): \(message)" } ?? message)
        case .wrongTopLevelType(let found): .wrongTopLevelType(found: found)
        case .unwritable(let key, let reason): .unsupportedValue(key: key, reason: reason)
        }
    }
}
