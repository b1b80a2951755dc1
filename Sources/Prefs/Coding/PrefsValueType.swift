import Foundation

/// The kind of value a preference holds, as the settings tree, its JSON form and the command line name it.
public enum PrefsValueType: String, Sendable, Hashable, CaseIterable, Codable {
    case bool, int, double, string, data, date, array, dictionary
    /// A value stored through a coding (JSON, raw value, custom), whose stored form says little about it.
    case codable
}

extension PrefsValueType {
    /// The kind of a storable Swift type: `Int` → `.int`, `[String]` → `.array`, anything else → `.codable`.
    public init(storing type: Any.Type) {
        switch type {
        case is Bool.Type: self = .bool
        case is Int.Type: self = .int
        case is Double.Type, is Float.Type: self = .double
        case is String.Type: self = .string
        case is Data.Type: self = .data
        case is Date.Type: self = .date
        case is AnyPrefsArray.Type: self = .array
        case is AnyPrefsDictionary.Type: self = .dictionary
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array<") {
                self = .array
            } else if name.hasPrefix("Dictionary<") {
                self = .dictionary
            } else {
                self = .codable
            }
        }
    }
}
