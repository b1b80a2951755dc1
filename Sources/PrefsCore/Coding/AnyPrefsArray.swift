/// An array whose elements may have different storable types, each checked to be storable.
///
/// Use it where `[Any]` would do in other preference libraries; every element is a ``PrefsStorageValue``,
/// so nothing unstorable can get in.
///
/// ```swift
/// @Pref var recent: AnyPrefsArray = ["text", 42, true]
/// ```
public struct AnyPrefsArray: PrefsStorageValue, ExpressibleByArrayLiteral, Hashable {
    /// The elements in their stored form.
    public var elements: [PrefsValue]

    /// Creates an array from storable values of any mix of types.
    public init(_ elements: [any PrefsStorageValue]) { self.elements = elements.map(\.prefsValue) }

    public init(arrayLiteral elements: any PrefsStorageValue...) { self.init(elements) }

    public init?(prefsValue: PrefsValue) {
        guard case .array(let values) = prefsValue else { return nil }
        elements = values
    }

    public var prefsValue: PrefsValue { .array(elements) }
}

/// A `[String: …]` dictionary whose values may have different storable types, each checked to be storable.
///
/// ```swift
/// @Pref var window: AnyPrefsDictionary = ["title": "Main", "width": 800, "pinned": false]
/// ```
public struct AnyPrefsDictionary: PrefsStorageValue, ExpressibleByDictionaryLiteral, Hashable {
    /// The values in their stored form.
    public var values: [String: PrefsValue]

    /// Creates a dictionary from storable values of any mix of types.
    public init(_ values: [String: any PrefsStorageValue]) { self.values = values.mapValues(\.prefsValue) }

    public init(dictionaryLiteral elements: (String, any PrefsStorageValue)...) {
        values = Dictionary(elements.map { ($0.0, $0.1.prefsValue) }, uniquingKeysWith: { _, last in last })
    }

    public init?(prefsValue: PrefsValue) {
        guard case .dictionary(let values) = prefsValue else { return nil }
        self.values = values
    }

    public var prefsValue: PrefsValue { .dictionary(values) }

    /// The value stored under `key`, read as `T`; `nil` when absent or of another type.
    public subscript<T: PrefsStorageValue>(key: String, as type: T.Type = T.self) -> T? {
        values[key].flatMap(T.init(prefsValue:))
    }
}
