/// A JSON value as the settings schema reader and writer see it.
///
/// Numbers keep their literal text, so an integer stays an integer and a double converts exactly
/// (`JSONSerialization` on Linux returns some doubles a few units in the last place off, and cannot tell `1` from
/// `true` reliably). Object members keep their order.
indirect enum SettingsJSON: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number, as its literal text (`14`, `-0.5`, `1e3`).
    case number(String)
    case string(String)
    case array([SettingsJSON])
    case object([Member])

    struct Member: Sendable, Hashable {
        var key: String
        var value: SettingsJSON
    }

    /// The value of the first member named `key`, if this is an object that has one.
    subscript(key: String) -> SettingsJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short name for the kind of value, for messages: `a string`, `an array`, `true`.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let literal): literal
        case .string(let value): "\"\(value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Whether a number literal is written as an integer (no fraction, no exponent).
    static func isIntegerLiteral(_ literal: String) -> Bool {
        !literal.contains { $0 == "." || $0 == "e" || $0 == "E" }
    }
}

extension SettingsJSON {
    /// The value as pretty-printed JSON text: two-space indents, members in their order, `/` not escaped.
    func rendered() -> String {
        var output = ""
        render(into: &output, indent: "")
        return output
    }

    private func render(into output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let literal): output += literal
        case .string(let value): Self.renderString(value, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            if elements.allSatisfy(\.isScalar) {
                output += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { output += ", " }
                    element.render(into: &output, indent: indent)
                }
                output += "]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += indent + "  "
                element.render(into: &output, indent: indent + "  ")
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += indent + "  "
                Self.renderString(member.key, into: &output)
                output += ": "
                member.value.render(into: &output, indent: indent + "  ")
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// The value as JSON text on one line: `{"w": 3, "tags": ["a", "b"]}`.
    func renderedOnOneLine() -> String {
        switch self {
        case .array(let elements): "[" + elements.map { $0.renderedOnOneLine() }.joined(separator: ", ") + "]"
        case .object(let members):
            "{"
                + members.map {
                    var key = ""
                    Self.renderString($0.key, into: &key)
                    return key + ": " + $0.value.renderedOnOneLine()
                }
                .joined(separator: ", ") + "}"
        default: rendered()
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private static func renderString(_ value: String, into output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
