/// The errors Prefs throws, each naming the key, value or file at fault.
public enum PrefsError: Error, Sendable, Equatable {
    /// The value stored for `key` has another type than the one asked for.
    case typeMismatch(key: String, expected: String, found: PrefsValue)
    /// The value for `key` cannot be converted to its stored form.
    case encodingFailed(key: String, value: String)
    /// The value for `key` is outside what the preference allows (its range, step or options).
    case invalidValue(key: String, value: PrefsValue, allowed: String)
    /// No preference has this key.
    case unknownKey(String)
}

extension PrefsError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .typeMismatch(let key, let expected, let found):
            "'\(key)' holds \(found.typeName) \(found), not \(expected)"
        case .encodingFailed(let key, let value):
            "'\(key)': value \(value) cannot be stored; the stored value was kept"
        case .invalidValue(let key, let value, let allowed):
            "'\(key)': \(value) is not allowed; expected \(allowed)"
        case .unknownKey(let key):
            "no preference has the key '\(key)'"
        }
    }
}
