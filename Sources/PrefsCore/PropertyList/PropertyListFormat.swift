import Foundation

// Property lists, read and written exactly by code of our own (no `PropertyListSerialization`).
//
// Reading:
//
//     let document = try PropertyListFormat.read(bytes)         // XML or binary, detected
//     let members = try document.members()                      // the top-level dictionary, exact keys
//     let (values, verbatim, problems) = members.prefsValues()  // [String: PrefsValue], members kept as they are
//
// Writing:
//
//     let members = PropertyListDictionary(values: values, keeping: verbatim)
//     let bytes = try PropertyListFormat.binary.write(members: members)
//     let (xml, layout) = try PropertyListXMLWriter.document(members: members)       // with each member's range
//     let next = try PropertyListXMLWriter.updating(xml, layout: layout, keys: ["changed"], members: newMembers)
//
// Errors are ``PropertyListError`` values: malformed XML with a line, column and byte offset, malformed binary
// property lists with a byte offset, a top level that is not a dictionary, and values a format cannot hold (named by
// their key, with what to use instead).
//
// Files: `PropertyListValue` (the value model) and `PropertyListDictionary`/`ExactKey` (members under exact
// keys); `PropertyListXMLReader` (+Markup, +Text, +Scalars) and `PropertyListXMLWriter`; `PropertyListBinaryReader`
// (+Objects) and `PropertyListBinaryWriter`; `DocumentLayout` (incremental XML rewrites, shared with JSON);
// `PropertyListValue+PrefsValue` (conversions). `PrefsBench` measures the reader through the `package` entry
// points (`PropertyListFormat.read`, `members()`, `prefsValues()`, `write(members:)`).

/// The two encodings of a property list, and the entry points for reading and writing them.
///
/// A property list read with ``read(_:)`` and written back with ``write(_:)`` in the same format gives the same
/// value, bit for bit (XML dates are whole seconds, and XML NaNs have no payload). See ``PropertyListValue`` for what
/// a value holds and ``PropertyListXMLWriter`` and ``PropertyListBinaryWriter`` for what each format refuses.
package enum PropertyListFormat: Sendable, Hashable {
    /// `<?xml …?><plist>…</plist>`, UTF-8.
    case xml
    /// `bplist00`.
    case binary

    /// The deepest nesting of arrays and dictionaries read or written (the top-level dictionary is level 1), so that
    /// a hostile file cannot exhaust the stack of the code that walks the values.
    static let maximumDepth = 512

    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of property-list dates.
    static let unixToReference = 978_307_200

    /// The format of `bytes`: binary when they start with `bplist`, XML otherwise.
    init(of bytes: [UInt8]) {
        self = bytes.starts(with: Array("bplist".utf8)) ? .binary : .xml
    }

    /// The property list in `bytes`, in the format its first bytes show.
    /// - Throws: ``PropertyListError/malformedXML(message:line:column:offset:)`` or
    ///   ``PropertyListError/malformedBinary(message:offset:)``.
    package static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListDocument {
        let format = PropertyListFormat(of: bytes)
        let root =
            switch format {
            case .xml: try PropertyListXMLReader.read(bytes)
            case .binary: try PropertyListBinaryReader.read(bytes)
            }
        return PropertyListDocument(format: format, root: root)
    }

    /// The bytes of a property list in this format whose top level is `root`.
    /// - Throws: ``PropertyListError/unwritable(key:reason:)`` for a value this format cannot hold.
    func write(_ root: PropertyListValue) throws(PropertyListError) -> [UInt8] {
        switch self {
        case .xml: try PropertyListXMLWriter.write(root)
        case .binary: try PropertyListBinaryWriter.write(root)
        }
    }

    /// The bytes of a property list in this format whose top level is a dictionary of `members`.
    /// - Throws: ``PropertyListError/unwritable(key:reason:)`` naming the member that cannot be written.
    package func write(members: PropertyListDictionary) throws(PropertyListError) -> [UInt8] {
        switch self {
        case .xml: try PropertyListXMLWriter.document(members: members).bytes
        case .binary: try PropertyListBinaryWriter.write(.dictionary(members))
        }
    }
}

/// A property list as read: its format and its top-level value.
package struct PropertyListDocument: Sendable, Equatable {
    var format: PropertyListFormat
    var root: PropertyListValue

    /// The members of the top-level dictionary.
    /// - Throws: ``PropertyListError/wrongTopLevelType(found:)`` when the top level is not a dictionary.
    package func members() throws(PropertyListError) -> PropertyListDictionary {
        guard case .dictionary(let members) = root else {
            let found =
                switch root {
                case .array: "an array"
                case .integer, .unsignedInteger: "an integer"
                case .real: "a real number"
                case .bool: "a boolean"
                case .string: "a string"
                case .date: "a date"
                case .uid: "a UID (keyed-archive reference)"
                case .wideInteger: "an integer"
                case .null: "null"
                case .set: "a set"
                default: "data"
                }
            throw .wrongTopLevelType(found: found)
        }
        return members
    }
}
