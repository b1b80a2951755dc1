/// Stores a `[String: T]` dictionary of a `Codable` type as a dictionary of JSON values, one per entry.
///
/// `[String: Device].jsonStringDictionaryPrefsCoding` stores `["office": "{\"name\":\"Mac\"}"]`. One value that
/// cannot be encoded refuses the whole write (the stored value is kept); one stored value that cannot be decoded
/// makes the whole dictionary unreadable (the default is read). Either way a ``PrefsIssue`` names the key; PrefsKit
/// instead drops the entry silently.
///
/// ```swift
/// @Pref(coding: [String: Device].jsonDataDictionaryPrefsCoding) var devicesByRoom: [String: Device] = [:]
/// ```
///
/// To store the whole dictionary as one JSON document, declare `@JSONDataCodablePref var devices: [String: Device]`.
public struct CodableDictionaryPrefsCoding<Element: PrefsCodable>: PrefsCodable where Element.Value: Codable {
    /// The preference's type: a dictionary of the element coding's values.
    public typealias Value = [String: Element.Value]
    /// The stored type: a dictionary of the element coding's stored values.
    public typealias StorageValue = [String: Element.StorageValue]

    /// The coding applied to each value.
    ///
    /// ```swift
    /// [String: Device].jsonDataDictionaryPrefsCoding.elementCoding  // JSONDataCodablePrefsCoding<Device>
    /// ```
    public let elementCoding: Element

    /// Creates the coding from the coding of one value.
    ///
    /// ```swift
    /// let coding = CodableDictionaryPrefsCoding(element: JSONDataCodablePrefsCoding<Device>())
    /// ```
    public init(element: Element) {
        elementCoding = element
    }

    /// Every value's JSON under the same key, or `nil` when any value cannot be encoded.
    ///
    /// ```swift
    /// [String: Int].jsonStringDictionaryPrefsCoding.encode(prefsValue: ["a": 1])  // ["a": "1"]
    /// ```
    public func encode(prefsValue: [String: Element.Value]) -> [String: Element.StorageValue]? {
        prefsValue.mapEveryValue(elementCoding.encode(prefsValue:))
    }

    /// Every value decoded from its JSON under the same key, or `nil` when any of them cannot be decoded.
    ///
    /// ```swift
    /// [String: Int].jsonStringDictionaryPrefsCoding.decode(prefsValue: ["a": "x"])  // nil
    /// ```
    public func decode(prefsValue: [String: Element.StorageValue]) -> [String: Element.Value]? {
        prefsValue.mapEveryValue(elementCoding.decode(prefsValue:))
    }
}

extension Dictionary where Key == String, Value: Codable {
    /// Stores each value as its own JSON string.
    ///
    /// ```swift
    /// @Pref(coding: [String: Device].jsonStringDictionaryPrefsCoding) var devicesByRoom: [String: Device] = [:]
    /// ```
    public static var jsonStringDictionaryPrefsCoding: CodableDictionaryPrefsCoding<JSONStringCodablePrefsCoding<Value>>
    {
        CodableDictionaryPrefsCoding(element: JSONStringCodablePrefsCoding())
    }

    /// Stores each value as its own JSON `Data`.
    ///
    /// ```swift
    /// @Pref(coding: [String: Device].jsonDataDictionaryPrefsCoding) var devicesByRoom: [String: Device] = [:]
    /// ```
    public static var jsonDataDictionaryPrefsCoding: CodableDictionaryPrefsCoding<JSONDataCodablePrefsCoding<Value>> {
        CodableDictionaryPrefsCoding(element: JSONDataCodablePrefsCoding())
    }
}
