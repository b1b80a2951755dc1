/// Stores a `[String: T]` dictionary of a `RawRepresentable` type as a dictionary of raw values, value by value.
///
/// `[String: Fruit]` is stored as `["lunch": "apple"]`. A stored raw value that matches no case makes the whole
/// dictionary unreadable — the preference reads its default and a ``PrefsIssue`` names the key — instead of losing
/// the entry silently, as PrefsKit does.
///
/// ```swift
/// @Pref(coding: [String: Fruit].rawRepresentableDictionaryPrefsCoding) var meals: [String: Fruit] = [:]
/// ```
public struct RawRepresentableDictionaryPrefsCoding<Element: PrefsCodable>: PrefsCodable
where Element.Value: RawRepresentable {
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
    /// let coding = RawRepresentableDictionaryPrefsCoding(element: RawRepresentablePrefsCoding<Fruit>())
    /// ```
    public init(element: Element) {
        elementCoding = element
    }

    /// Every value's raw value under the same key, or `nil` when any value cannot be encoded.
    ///
    /// ```swift
    /// let coding = [String: Fruit].rawRepresentableDictionaryPrefsCoding
    /// coding.encode(prefsValue: ["lunch": .apple])  // ["lunch": "apple"]
    /// ```
    public func encode(prefsValue: [String: Element.Value]) -> [String: Element.StorageValue]? {
        prefsValue.mapEveryValue(elementCoding.encode(prefsValue:))
    }

    /// Every value decoded under the same key, or `nil` when any raw value matches no case.
    ///
    /// ```swift
    /// [String: Fruit].rawRepresentableDictionaryPrefsCoding.decode(prefsValue: ["lunch": "kiwi"])  // nil
    /// ```
    public func decode(prefsValue: [String: Element.StorageValue]) -> [String: Element.Value]? {
        prefsValue.mapEveryValue(elementCoding.decode(prefsValue:))
    }
}

extension Dictionary where Key == String, Value: RawRepresentable, Value.RawValue: PrefsStorageValue {
    /// Stores the dictionary as a dictionary of raw values.
    ///
    /// ```swift
    /// @Pref(coding: [String: Fruit].rawRepresentableDictionaryPrefsCoding) var meals: [String: Fruit] = [:]
    /// ```
    public static var rawRepresentableDictionaryPrefsCoding:
        RawRepresentableDictionaryPrefsCoding<RawRepresentablePrefsCoding<Value>>
    {
        RawRepresentableDictionaryPrefsCoding(element: RawRepresentablePrefsCoding())
    }
}
