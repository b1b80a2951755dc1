/// Stores a `[String: T]` dictionary value by value through another coding: raw values for `RawRepresentable`
/// values, one JSON value each for `Codable` ones.
///
/// `[String: Fruit].rawRepresentableDictionaryPrefsCoding` stores `["lunch": "apple"]`;
/// `[String: Device].jsonStringDictionaryPrefsCoding` stores `["office": "{\"name\":\"Mac\"}"]`. One value that cannot
/// be encoded refuses the whole write (the stored value is kept); one stored value that cannot be decoded makes the
/// whole dictionary unreadable, so the default is read. Either way a ``PrefsIssue`` names the key; PrefsKit instead
/// drops the entry silently.
///
/// ```swift
/// @Pref(coding: [String: Fruit].rawRepresentableDictionaryPrefsCoding) var meals: [String: Fruit] = [:]
/// @Pref(coding: [String: Device].jsonDataDictionaryPrefsCoding) var devicesByRoom: [String: Device] = [:]
/// ```
///
/// To store the whole dictionary as one JSON document, declare `@JSONDataCodablePref var devices: [String: Device]`.
public struct PrefsDictionaryCoding<Element: PrefsCodable>: PrefsCodable {
    /// The preference's type: a dictionary of the element coding's values.
    public typealias Value = [String: Element.Value]
    /// The stored type: a dictionary of the element coding's stored values.
    public typealias StorageValue = [String: Element.StorageValue]

    /// The coding applied to each value.
    ///
    /// ```swift
    /// [String: Fruit].rawRepresentableDictionaryPrefsCoding.elementCoding  // RawRepresentablePrefsCoding<Fruit>
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

    /// Every value encoded under the same key, or `nil` when any value cannot be.
    ///
    /// ```swift
    /// [String: Int].jsonStringDictionaryPrefsCoding.encode(prefsValue: ["a": 1])  // ["a": "1"]
    /// ```
    public func encode(prefsValue: [String: Element.Value]) -> [String: Element.StorageValue]? {
        prefsValue.mapEveryValue(elementCoding.encode(prefsValue:))
    }

    /// Every value decoded under the same key, or `nil` when any of them cannot be.
    ///
    /// ```swift
    /// [String: Fruit].rawRepresentableDictionaryPrefsCoding.decode(prefsValue: ["lunch": "kiwi"])  // nil
    /// ```
    public func decode(prefsValue: [String: Element.StorageValue]) -> [String: Element.Value]? {
        prefsValue.mapEveryValue(elementCoding.decode(prefsValue:))
    }
}

/// PrefsKit's name for ``PrefsDictionaryCoding`` over `RawRepresentable` values.
public typealias RawRepresentableDictionaryPrefsCoding<Element: PrefsCodable> = PrefsDictionaryCoding<Element>
where Element.Value: RawRepresentable

/// PrefsKit's name for ``PrefsDictionaryCoding`` over `Codable` values.
public typealias CodableDictionaryPrefsCoding<Element: PrefsCodable> = PrefsDictionaryCoding<Element>
where Element.Value: Codable

extension Dictionary where Key == String, Value: RawRepresentable, Value.RawValue: PrefsStorageValue {
    /// Stores the dictionary as a dictionary of raw values.
    ///
    /// ```swift
    /// @Pref(coding: [String: Fruit].rawRepresentableDictionaryPrefsCoding) var meals: [String: Fruit] = [:]
    /// ```
    public static var rawRepresentableDictionaryPrefsCoding: PrefsDictionaryCoding<RawRepresentablePrefsCoding<Value>> {
        PrefsDictionaryCoding(element: RawRepresentablePrefsCoding())
    }
}

extension Dictionary where Key == String, Value: Codable {
    /// Stores each value as its own JSON string.
    ///
    /// ```swift
    /// @Pref(coding: [String: Device].jsonStringDictionaryPrefsCoding) var devicesByRoom: [String: Device] = [:]
    /// ```
    public static var jsonStringDictionaryPrefsCoding: PrefsDictionaryCoding<JSONStringCodablePrefsCoding<Value>> {
        PrefsDictionaryCoding(element: JSONStringCodablePrefsCoding())
    }

    /// Stores each value as its own JSON `Data`.
    ///
    /// ```swift
    /// @Pref(coding: [String: Device].jsonDataDictionaryPrefsCoding) var devicesByRoom: [String: Device] = [:]
    /// ```
    public static var jsonDataDictionaryPrefsCoding: PrefsDictionaryCoding<JSONDataCodablePrefsCoding<Value>> {
        PrefsDictionaryCoding(element: JSONDataCodablePrefsCoding())
    }
}
