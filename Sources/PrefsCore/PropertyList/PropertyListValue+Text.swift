import Foundation

extension PropertyListValue {
    /// The property-list type of a value, as `dump --all` names it.
    enum Kind: String, Sendable {
        case bool, integer, real, string, data, date, array, dictionary, uid, null, set

        /// `a dictionary`, `an integer`, `a UID`.
        var withArticle: String {
            switch self {
            case .integer, .array: "an \(rawValue)"
            case .uid: "a UID"
            case .null: "null"
            default: "a \(rawValue)"
            }
        }
    }

    var kind: Kind {
        switch self {
        case .bool: .bool
        case .integer, .unsignedInteger, .wideInteger: .integer
        case .real: .real
        case .string: .string
        case .data: .data
        case .date: .date
        case .array: .array
        case .dictionary: .dictionary
        case .uid: .uid
        case .null: .null
        case .set: .set
        }
    }

    /// The value as text on one line, for a person to read (what `dump --all` shows of a member Prefs keeps as it
    /// is): numbers in decimal, strings quoted with Swift's escapes, dates in ISO 8601 with every fraction digit they
    /// need, data in hexadecimal between `<` and `>`, UIDs as `UID(3)` (as `plistlib` shows them), sets as `set(…)`,
    /// dictionaries with their keys sorted.
    var text: String {
        var output = ""
        appendText(to: &output)
        return output
    }

    private func appendText(to output: inout String) {
        switch self {
        case .bool(let flag): output += String(flag)
        case .integer(let number): output += String(number)
        case .unsignedInteger(let number): output += String(number)
        case .wideInteger(let number): output += String(number)
        case .real(let number): output += "\(number)"
        case .string(let text): output += text.debugDescription
        case .data(let data):
            output += "<"
            for byte in data {
                output += String(byte >> 4, radix: 16)
                output += String(byte & 0x0F, radix: 16)
            }
            output += ">"
        case .date(let seconds): output += PrefsDateString.string(from: Date(timeIntervalSinceReferenceDate: seconds))
        case .uid(let number): output += "UID(\(number))"
        case .null: output += "null"
        case .array(let elements): Self.appendList(elements, open: "[", close: "]", to: &output)
        case .set(let elements): Self.appendList(elements, open: "set(", close: ")", to: &output)
        case .dictionary(let members):
            output += "{"
            for (position, member) in members.members.sorted(by: { ExactKey.precedes($0.key, $1.key) }).enumerated() {
                if position > 0 { output += ", " }
                output += member.key.debugDescription
                output += ": "
                member.value.appendText(to: &output)
            }
            output += "}"
        }
    }

    private static func appendList(
        _ elements: [PropertyListValue], open: String, close: String, to output: inout String
    ) {
        output += open
        for (position, element) in elements.enumerated() {
            if position > 0 { output += ", " }
            element.appendText(to: &output)
        }
        output += close
    }
}
