/// Stores an array element by element through another coding: raw values for `RawRepresentable` elements, one
/// JSON value each for `Codable` ones.
///
/// `[Fruit].rawRepresentableArrayPrefsCoding` stores `["apple", "banana"]`; `[Device].jsonStringArrayPrefsCoding`
/// stores `["{\"name\":\"Mac\"}", "{\"name\":\"Pi\"}"]`, so a tool can add or remove one element without parsing the
/// others. One element that cannot be encoded refuses the whole write (the stored value is kept); one stored element
/// that cannot be decoded (a raw value that matches no case) makes the whole array unreadable, so the default is
/// read. Either way a ``PrefsIssue`` names the key; PrefsKit instead drops the element silently.
///
/// ```swift
/// enum Fruit: String { case apple, banana, orange }
/// struct Device: Codable { var name: String }
///
/// @Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding) var basket: [Fruit] = []
/// @Pref(coding: [Device].jsonStringArrayPrefsCoding) var devices: [Device] = []
/// ```
///
/// To store the whole array as one JSON document instead, declare `@JSONDataCodablePref var devices: [Device] = []`.
public struct PrefsArrayCoding<Element: PrefsCodable>: PrefsCodable {
    /// The preference's type: an array of the element coding's values.
    public typealias Value = [Element.Value]
    /// The stored type: an array of the element coding's stored values.
    public typealias StorageValue = [Element.StorageValue]

    /// The coding applied to each element.
    ///
    /// ```swift
    /// [Fruit].rawRepresentableArrayPrefsCoding.elementCoding  // RawRepresentablePrefsCoding<Fruit>
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

    /// Every element encoded, or `nil` when any element cannot be.
    ///
    /// ```swift
    /// [Fruit].rawRepresentableArrayPrefsCoding.encode(prefsValue: [.apple, .orange])  // ["apple", "orange"]
    /// ```
    public func encode(prefsValue: [Element.Value]) -> [Element.StorageValue]? {
        prefsValue.mapEveryElement(elementCoding.encode(prefsValue:))
    }

    /// Every element decoded, or `nil` when any of them cannot be.
    ///
    /// ```swift
    /// [Fruit].rawRepresentableArrayPrefsCoding.decode(prefsValue: ["apple", "kiwi"])  // nil
    /// ```
    public func decode(prefsValue: [Element.StorageValue]) -> [Element.Value]? {
        prefsValue.mapEveryElement(elementCoding.decode(prefsValue:))
    }
}

/// PrefsKit's name for ``PrefsArrayCoding`` over `RawRepresentable` elements.
public typealias RawRepresentableArrayPrefsCoding<Element: PrefsCodable> = PrefsArrayCoding<Element>
where Element.Value: RawRepresentable

/// PrefsKit's name for ``PrefsArrayCoding`` over `Codable` elements.
public typealias CodableArrayPrefsCoding<Element: PrefsCodable> = PrefsArrayCoding<Element>
where Element.Value: Codable

extension Array where Element: RawRepresentable, Element.RawValue: PrefsStorageValue {
    /// Stores the array as an array of raw values.
    ///
    /// ```swift
    /// @Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding) var basket: [Fruit] = []
    /// ```
    public static var rawRepresentableArrayPrefsCoding: PrefsArrayCoding<RawRepresentablePrefsCoding<Element>> {
        PrefsArrayCoding(element: RawRepresentablePrefsCoding())
    }
}

extension Array where Element: Codable {
    /// Stores each element as its own JSON string.
    ///
    /// ```swift
    /// @Pref(coding: [Device].jsonStringArrayPrefsCoding) var devices: [Device] = []
    /// ```
    public static var jsonStringArrayPrefsCoding: PrefsArrayCoding<JSONStringCodablePrefsCoding<Element>> {
        PrefsArrayCoding(element: JSONStringCodablePrefsCoding())
    }

    /// Stores each element as its own JSON `Data`.
    ///
    /// ```swift
    /// @Pref(coding: [Device].jsonDataArrayPrefsCoding) var devices: [Device] = []
    /// ```
    public static var jsonDataArrayPrefsCoding: PrefsArrayCoding<JSONDataCodablePrefsCoding<Element>> {
        PrefsArrayCoding(element: JSONDataCodablePrefsCoding())
    }
}
