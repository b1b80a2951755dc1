/// Why a property list could not be read or written.
///
/// The file store maps these to its own errors: ``malformedXML(message:line:column:offset:)`` to a syntax error with
/// a position, ``malformedBinary(message:offset:)`` to an invalid property list, ``wrongTopLevelType(found:)`` as it
/// is, and ``unwritable(key:reason:)`` to an unsupported value.
package enum PropertyListError: Error, Sendable, Equatable {
    /// The XML is malformed (or not UTF-8) at a 1-based line and column (counted in bytes) and a 0-based byte offset.
    case malformedXML(message: String, line: Int, column: Int, offset: Int)
    /// The binary property list is malformed; `offset` is the byte where the problem is, when there is one.
    case malformedBinary(message: String, offset: Int?)
    /// The property list is valid but its top level is not a dictionary (`found` says what it is: "an array").
    case wrongTopLevelType(found: String)
    /// The member `key` (a top-level key) cannot be written in this format; `reason` says why and what to do.
    case unwritable(key: String, reason: String)
}

extension PropertyListError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .malformedXML(let message, let line, let column, let offset):
            "line \(line), column \(column) (byte \(offset)): \(message)"
        case .malformedBinary(let message, let offset):
            offset.map { "byte \($0): \(message)" } ?? message
        case .wrongTopLevelType(let found): "the top level is \(found), not a dictionary"
        case .unwritable(let key, let reason): "\(Self.quoted(key)) cannot be written: \(reason)"
        }
    }
}

extension PropertyListError {
    /// A key as messages show it: `'key'`, or with Swift escapes (`"a\u{1}b"`) when it holds characters that do not
    /// print.
    static func quoted(_ key: String) -> String {
        let printable = key.unicodeScalars.allSatisfy { scalar in
            scalar.value >= 0x20 && scalar.value != 0x7F && !scalar.properties.isNoncharacterCodePoint
        }
        return printable ? "'\(key)'" : key.debugDescription
    }
}
