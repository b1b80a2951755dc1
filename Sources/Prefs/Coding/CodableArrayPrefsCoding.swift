/// Stores an array of a `Codable` type as an array of JSON values, one per element.
///
/// `[Device].jsonStringArrayPrefsCoding` stores `["{\"name\":\"Mac\"}", "{\"name\":\"Pi\"}"]`: each element is its
/// own JSON string (or JSON `Data` with `.jsonDataArrayPrefsCoding`), so a tool can add or remove one element without
/// parsing the others. One element that cannot be encoded refuses the whole write (the stored value is kept); one
/// stored element that cannot be decoded makes the whole array unreadable (the default is read). Either way a
/// ``PrefsIssue`` names the key; PrefsKit instead drops the element silently.
///
/// ```swift
/// struct Device: Codable { var name: String; var manufacturer: String }
///
/// @Pref(coding: [Device].jsonStringArrayPrefsCoding) var devices: [Device] = []
/// ```
///
/// To store the whole array as one JSON document instead, declare `@JSONDataCodablePref var devices: [Device] = []`
/// (or `@JSONStringCodablePref`).
public struct CodableArrayPrefsCoding<Element: PrefsCodable>: PrefsCodable where Element.Value: Codable {
    /// The preference's type: an array of the element coding's values.
    public typealias Value = [Element.Value]
    /// The stored type: an array of the element coding's stored values.
    public typealias StorageValue = [Element.StorageValue]

    /// The coding applied to each element.
    ///
    /// ```swift
    /// [Device].jsonStringArrayPrefsCoding.elementCoding  // JSONStringCodablePrefsCoding<Device>
    /// ```
    public let elementCoding: Element

    /// Creates the coding from the coding of one element.
    ///
    /// ```swift
    /// let coding = CodableArrayPrefsCoding(element: JSONStringCodablePrefsCoding<Device>())
    /// ```
    public init(element: Element) {
        elementCoding = element
    }

    /// Every element's JSON, or `nil` when any element cannot be encoded.
    ///
    /// ```swift
    /// [Int].jsonStringArrayPrefsCoding.encode(prefsValue: [1, 2])  // ["1", "2"]
    /// ```
    public func encode(prefsValue: [Element.Value]) -> [Element.StorageValue]? {
        prefsValue.mapEveryElement(elementCoding.encode(prefsValue:))
    }

    /// Every element decoded from its JSON, or `nil` when any of them cannot be decoded.
    ///
    /// ```swift
    /// [Int].jsonStringArrayPrefsCoding.decode(prefsValue: ["1", "x"])  // nil
    /// ```
    public func decode(prefsValue: [Element.StorageValue]) -> [Element.Value]? {
        prefsValue.mapEveryElement(elementCoding.decode(prefsValue:))
    }
}

extension Array where Element: Codable {
    /// Stores each element as its own JSON string.
    ///
    /// ```swift
    /// @Pref(coding: [Device].jsonStringArrayPrefsCoding) var devices: [Device] = []
    /// ```
    public static var jsonStringArrayPrefsCoding: CodableArrayPrefsCoding<JSONStringCodablePrefsCoding<Element>> {
        CodableArrayPrefsCoding(element: JSONStringCodablePrefsCoding())
    }

    /// Stores each element as its own JSON `Data`.
    ///
    /// ```swift
    /// @Pref(coding: [Device].jsonDataArrayPrefsCoding) var devices: [Device] = []
    /// ```
    public static var jsonDataArrayPrefsCoding: CodableArrayPrefsCoding<JSONDataCodablePrefsCoding<Element>> {
        CodableArrayPrefsCoding(element: JSONDataCodablePrefsCoding())
    }
}
