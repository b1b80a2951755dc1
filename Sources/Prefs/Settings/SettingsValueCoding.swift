import Foundation

/// Converts preference values to and from their JSON form in a settings document.
///
/// The node's `type` decides how a JSON value is read: a `double` preference with `"default": 14` holds
/// `.double(14)`, an `int` one `.int(14)`; `data` is a base64 string and `date` an ISO 8601 string. Inside arrays
/// and dictionaries, where no type is declared, a number written with a fraction or exponent is a double and any
/// other number an integer, so doubles there are always written with a fraction (`2.0`).
enum SettingsValueCoding {
    /// The JSON form of a value; `topLevel` values are read back with their node's type, so integral doubles are
    /// written as integers (`14`), as in the documented format.
    static func json(for value: PrefsValue, topLevel: Bool = true) -> SettingsJSON {
        switch value {
        case .bool(let value): .bool(value)
        case .int(let value): .number(String(value))
        case .double(let value): number(value, topLevel: topLevel)
        case .string(let value): .string(value)
        case .data(let value): .string(value.base64EncodedString())
        case .date(let value): .string(value.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        case .array(let values): .array(values.map { json(for: $0, topLevel: false) })
        case .dictionary(let values):
            .object(
                values.keys.sorted().map {
                    SettingsJSON.Member(key: $0, value: json(for: values[$0]!, topLevel: false))
                }
            )
        }
    }

    /// A double as a JSON number: integral values as integers when `topLevel`, non-finite values as the strings
    /// `"nan"`, `"inf"` and `"-inf"`.
    static func number(_ value: Double, topLevel: Bool = true) -> SettingsJSON {
        guard value.isFinite else { return .string(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf") }
        if topLevel, value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return .number(String(Int64(value)))
        }
        return .number(String(value))
    }

    /// Reads a value of the given type; `nil` type means a nested value, typed by its JSON form.
    ///
    /// - Throws: ``SettingsTreeError`` naming `path` and what was expected.
    static func value(
        from json: SettingsJSON, type: PrefsValueType?, path: String
    ) throws(SettingsTreeError) -> PrefsValue {
        func mismatch(_ expected: String) -> SettingsTreeError {
            SettingsTreeError(
                reason: .malformedDocument, path: path, message: "expected \(expected), found \(json.kindDescription)")
        }
        switch (type, json) {
        case (.bool, .bool(let value)), (nil, .bool(let value)), (.codable, .bool(let value)):
            return .bool(value)
        case (.int, .number(let literal)):
            guard let value = integer(literal) else { throw mismatch("an integer") }
            return .int(value)
        case (.double, .number(let literal)):
            guard let value = Double(literal) else { throw mismatch("a number") }
            return .double(value)
        case (.double, .string(let text)):
            guard let value = ["nan": Double.nan, "inf": .infinity, "-inf": -.infinity][text] else {
                throw mismatch("a number")
            }
            return .double(value)
        case (nil, .number(let literal)), (.codable, .number(let literal)):
            if SettingsJSON.isIntegerLiteral(literal), let value = Int(literal) { return .int(value) }
            guard let value = Double(literal) else { throw mismatch("a number") }
            return .double(value)
        case (.string, .string(let text)), (nil, .string(let text)), (.codable, .string(let text)):
            return .string(text)
        case (.data, .string(let text)):
            guard let data = Data(base64Encoded: text) else { throw mismatch("base64 data") }
            return .data(data)
        case (.date, .string(let text)):
            guard let date = date(text) else { throw mismatch("an ISO 8601 date") }
            return .date(date)
        case (.array, .array(let elements)), (nil, .array(let elements)), (.codable, .array(let elements)):
            var values: [PrefsValue] = []
            for (index, element) in elements.enumerated() {
                values.append(try value(from: element, type: nil, path: "\(path)[\(index)]"))
            }
            return .array(values)
        case (.dictionary, .object(let members)), (nil, .object(let members)), (.codable, .object(let members)):
            var values: [String: PrefsValue] = [:]
            for member in members {
                values[member.key] = try value(from: member.value, type: nil, path: "\(path).\(member.key)")
            }
            return .dictionary(values)
        default:
            throw mismatch(expectedDescription(type))
        }
    }

    private static func expectedDescription(_ type: PrefsValueType?) -> String {
        switch type {
        case .bool: "a boolean"
        case .int: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .data: "base64 data"
        case .date: "an ISO 8601 date"
        case .array: "an array"
        case .dictionary: "an object"
        case .codable, nil: "a value"
        }
    }

    private static func integer(_ literal: String) -> Int? {
        if let value = Int(literal) { return value }
        guard let value = Double(literal), value == value.rounded(), abs(value) < 9_007_199_254_740_992 else {
            return nil
        }
        return Int(value)
    }

    private static func date(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
        return try? Date.ISO8601FormatStyle().parse(text)
    }
}
