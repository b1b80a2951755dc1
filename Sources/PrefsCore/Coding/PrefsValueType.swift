import Foundation

/// The kind of value a preference holds, as the settings tree, its documents and the command line name it.
public enum PrefsValueType: String, Sendable, Hashable, CaseIterable, Codable {
    case bool, int, double, string, data, date, array, dictionary
    /// A `Codable` value stored through a coding, shown in its own `Codable` form.
    case codable
}

extension PrefsValueType {
    /// The kind of a storable Swift type: `Int` → `.int`, `[String]` → `.array`, anything else → `.codable`.
    public init(storing type: Any.Type) {
        switch type {
        case is Bool.Type: self = .bool
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt8.Type, is UInt16.Type,
            is UInt32.Type:
            self = .int
        case is Double.Type, is Float.Type, is CGFloat.Type: self = .double
        case is String.Type, is URL.Type, is UUID.Type, is CGSize.Type, is CGPoint.Type, is CGRect.Type: self = .string
        case is Data.Type: self = .data
        case is Date.Type: self = .date
        case is any StoredArray.Type: self = .array
        case is any StoredDictionary.Type: self = .dictionary
        default: self = .codable
        }
    }

}

/// Storable arrays: `[T]` of a storable `T`, and ``AnyPrefsArray``.
protocol StoredArray {}
/// Storable dictionaries: `[String: T]` of a storable `T`, and ``AnyPrefsDictionary``.
protocol StoredDictionary {}

extension Array: StoredArray where Element: PrefsStorageValue {}
extension Dictionary: StoredDictionary where Key == String, Value: PrefsStorageValue {}
extension AnyPrefsArray: StoredArray {}
extension AnyPrefsDictionary: StoredDictionary {}

/// Swift type names as people write them: `[String]` rather than `Array<String>`.
@usableFromInline
package enum PrefsTypeName {
    /// The name of `type` as written in source: `Array<String>` → `[String]`.
    @usableFromInline
    package static func of(_ type: Any.Type) -> String {
        readable(String(describing: type))
    }

    static func readable(_ name: String) -> String {
        var text = name
        for (long, open, separator) in [("Array<", "[", ""), ("Dictionary<", "[", ": ")] {
            while let range = text.range(of: long) {
                guard let close = matchingAngle(in: text, after: range.upperBound) else { break }
                let inner = String(text[range.upperBound..<close])
                let replaced = separator.isEmpty ? inner : inner.replacingOccurrences(of: ", ", with: separator)
                text.replaceSubrange(range.lowerBound...close, with: open + replaced + "]")
            }
        }
        return text
    }

    private static func matchingAngle(in text: String, after start: String.Index) -> String.Index? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            if text[index] == "<" { depth += 1 }
            if text[index] == ">" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
