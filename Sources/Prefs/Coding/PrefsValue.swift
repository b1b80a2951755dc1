public import Foundation

/// A value as a storage keeps it: the common ground of a dictionary, a JSON file and a property list.
///
/// Every preference is encoded to a `PrefsValue` before it reaches storage and decoded from one when it is read.
/// The cases are the property-list types, so any storage can keep any value without losing its type:
/// an `Int` stays an integer, a `Bool` stays a boolean, and `Date` and `Data` keep their identity.
///
/// ```swift
/// let value: PrefsValue = .dictionary(["size": .double(14), "bold": .bool(true)])
/// ```
///
/// `Float` has no case of its own: it is kept as the `Double` of the same value, which converts back exactly.
public enum PrefsValue: Sendable, Hashable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case data(Data)
    case date(Date)
    case array([PrefsValue])
    case dictionary([String: PrefsValue])
}

extension PrefsValue {
    /// The name of this value's type, as error messages and the settings tree spell it
    /// (`bool`, `int`, `double`, `string`, `data`, `date`, `array`, `dictionary`).
    public var typeName: String {
        switch self {
        case .bool: "bool"
        case .int: "int"
        case .double: "double"
        case .string: "string"
        case .data: "data"
        case .date: "date"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }
}

extension PrefsValue: CustomStringConvertible {
    /// A short, human-readable rendering used in messages: strings quoted, data as a byte count.
    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): "\"\(value)\""
        case .data(let value): "<\(value.count) bytes>"
        case .date(let value): value.formatted(.iso8601)
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let values):
            "[" + values.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "]"
        }
    }
}
