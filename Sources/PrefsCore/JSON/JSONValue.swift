/// A JSON value exactly as a document holds it: numbers keep their literal text (so an integer stays an integer, a
/// double converts exactly, and a number beyond `Double` is not lost), and object members keep their order and their
/// exact keys (two keys that differ only in Unicode normalisation are two members).
///
/// Every JSON Prefs reads or writes — preference files, settings documents, the command line — goes through this
/// type, ``JSONReader`` and ``JSONWriter``.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number, as its literal text (`14`, `-0.5`, `1e3`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
    /// A stored value, written with the one mapping of stored values to JSON (see ``JSONWriter``): documents that
    /// show preferences embed their values this way.
    case stored(PrefsValue)

    /// The value of the last member named exactly `key`, if this is an object that has one.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { ExactKey.equal($0.key, key) }?.value
    }

    /// A short name for the kind of value, for messages: `a string`, `an array`, `true`.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let literal): literal
        case .string(let value): JSONWriter.text(of: .string(value))
        case .array: "an array"
        case .object: "an object"
        case .stored(let value): JSONWriter.text(of: .stored(value))
        }
    }

    /// Whether a number literal is written as an integer (no fraction, no exponent).
    static func isIntegerLiteral(_ literal: String) -> Bool {
        !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The number literal for `value`: an integer as it is.
    static func number(_ value: Int) -> JSONValue { .number(String(value)) }
}

/// One member of a JSON object.
package struct JSONMember: Sendable, Equatable {
    var key: String
    var value: JSONValue

    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
