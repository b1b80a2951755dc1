public import Foundation

/// A type that storage can keep directly: `String`, `Bool`, `Int`, `Double`, `Float`, `Data`, `Date`,
/// arrays and `[String: T]` dictionaries of them, ``AnyPrefsArray`` and ``AnyPrefsDictionary``.
///
/// Conversions from storage are exact: an integer is read as an `Int`, a `Double` whose value is a whole number
/// within range may be read as an `Int`, an `Int` may be read as a `Double`, and nothing else is coerced
/// (the string `"abc"` is never read as `0`, the integer `1` is never read as `true`).
///
/// A store that has no date or data type and no infinite or NaN numbers keeps those values as their text (the one text
/// form of each value, which the value-format layer defines): a `Date` as an ISO 8601 string, `Data` as a base64
/// string, a non-finite `Double` as `"nan"`, `"inf"` or `"-inf"`. To read those back, `Date` also accepts a string
/// that is an ISO 8601 date-time with a zone, `Data` a string that is valid base64, and `Double` and `Float` those
/// three strings; any other string still reads as `nil`.
///
/// ```swift
/// let storage = DictionaryPrefsStorage()
/// storage.setValue(forKey: "launches", to: 3)
/// let launches: Int? = storage.value(forKey: "launches")  // 3
/// ```
public protocol PrefsStorageValue: Sendable, Equatable {
    /// Reads a value of this type from its stored form, or returns `nil` when the stored value has another type.
    init?(prefsValue: PrefsValue)
    /// The stored form of this value.
    var prefsValue: PrefsValue { get }
}

extension PrefsValue: PrefsStorageValue {
    @inlinable
    public init?(prefsValue: PrefsValue) { self = prefsValue }
    @inlinable
    public var prefsValue: PrefsValue { self }
}

extension String: PrefsStorageValue {
    @inlinable
    public init?(prefsValue: PrefsValue) {
        guard case .string(let value) = prefsValue else { return nil }
        self = value
    }
    @inlinable
    public var prefsValue: PrefsValue { .string(self) }
}

extension Bool: PrefsStorageValue {
    @inlinable
    public init?(prefsValue: PrefsValue) {
        guard case .bool(let value) = prefsValue else { return nil }
        self = value
    }
    @inlinable
    public var prefsValue: PrefsValue { .bool(self) }
}

extension Int: PrefsStorageValue {
    @inlinable
    public init?(prefsValue: PrefsValue) {
        switch prefsValue {
        case .int(let value): self = value
        case .double(let value):
            guard let exact = Int(exactly: value) else { return nil }
            self = exact
        default: return nil
        }
    }
    @inlinable
    public var prefsValue: PrefsValue { .int(self) }
}

extension Double: PrefsStorageValue {
    /// Reads `.double`, `.int`, or one of the strings `"nan"`, `"inf"` and `"-inf"` (the text such numbers are kept
    /// as where a store has no such numbers).
    @inlinable
    public init?(prefsValue: PrefsValue) {
        switch prefsValue {
        case .double(let value): self = value
        case .int(let value): self = Double(value)
        case .string(let text):
            guard let value = Double(nonFiniteText: text) else { return nil }
            self = value
        default: return nil
        }
    }
    @inlinable
    public var prefsValue: PrefsValue { .double(self) }
}

extension Float: PrefsStorageValue {
    @inlinable
    public init?(prefsValue: PrefsValue) {
        guard let value = Double(prefsValue: prefsValue) else { return nil }
        self = Float(value)
    }
    @inlinable
    public var prefsValue: PrefsValue { .double(Double(self)) }
}

extension Data: PrefsStorageValue {
    /// Reads `.data`, or its base64 text as a `.string` (how a store without a data type keeps it).
    public init?(prefsValue: PrefsValue) {
        switch prefsValue {
        case .data(let value): self = value
        case .string(let text):
            guard let value = ValueFormat.data(fromText: text) else { return nil }
            self = value
        default: return nil
        }
    }
    public var prefsValue: PrefsValue { .data(self) }
}

extension Date: PrefsStorageValue {
    /// Reads `.date`, or its ISO 8601 text with a zone as a `.string` (how a store without a date type keeps it).
    public init?(prefsValue: PrefsValue) {
        switch prefsValue {
        case .date(let value): self = value
        case .string(let text):
            guard let value = ValueFormat.date(fromText: text) else { return nil }
            self = value
        default: return nil
        }
    }
    public var prefsValue: PrefsValue { .date(self) }
}

extension Array: PrefsStorageValue where Element: PrefsStorageValue {
    /// Reads an array whose every element has the element type; one mismatched element fails the whole read,
    /// so a bad element is never dropped silently.
    public init?(prefsValue: PrefsValue) {
        guard case .array(let values) = prefsValue, let elements = values.mapEveryElement(Element.init(prefsValue:))
        else { return nil }
        self = elements
    }
    public var prefsValue: PrefsValue { .array(map(\.prefsValue)) }
}

extension Dictionary: PrefsStorageValue where Key == String, Value: PrefsStorageValue {
    /// Reads a dictionary whose every value has the value type; one mismatched value fails the whole read.
    public init?(prefsValue: PrefsValue) {
        guard case .dictionary(let values) = prefsValue, let result = values.mapEveryValue(Value.init(prefsValue:))
        else { return nil }
        self = result
    }
    public var prefsValue: PrefsValue { .dictionary(mapValues(\.prefsValue)) }
}

// All-or-nothing element mapping, shared by the storable collections above and the collection codings
// (RawRepresentableArrayPrefsCoding, CodableArrayPrefsCoding, …). PrefsKit's collection codings drop an element that
// fails to encode or decode, so a preference can lose entries without a trace; here one failing element fails the
// whole value, which the schema reports as a PrefsIssue naming the key (reading the default, or refusing the write).

extension Array {
    /// Every element transformed, or `nil` when `transform` fails for any of them.
    package func mapEveryElement<Mapped>(_ transform: (Element) -> Mapped?) -> [Mapped]? {
        var result: [Mapped] = []
        result.reserveCapacity(count)
        for element in self {
            guard let mapped = transform(element) else { return nil }
            result.append(mapped)
        }
        return result
    }
}

extension Dictionary {
    /// Every value transformed, keys unchanged, or `nil` when `transform` fails for any of them.
    package func mapEveryValue<Mapped>(_ transform: (Value) -> Mapped?) -> [Key: Mapped]? {
        var result: [Key: Mapped] = [:]
        result.reserveCapacity(count)
        for (key, value) in self {
            guard let mapped = transform(value) else { return nil }
            result[key] = mapped
        }
        return result
    }
}
