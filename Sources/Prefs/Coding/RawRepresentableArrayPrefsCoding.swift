/// Stores an array of a `RawRepresentable` type as an array of raw values, element by element.
///
/// `[Fruit]` where `Fruit: String` is stored as `["apple", "banana"]`, an array any tool can read and edit.
/// The element coding is applied to each element. A stored array with one raw value that matches no case is
/// unreadable as a whole — the preference reads its default and a ``PrefsIssue`` names the key — instead of losing
/// the element silently, as PrefsKit does.
///
/// ```swift
/// enum Fruit: String { case apple, banana, orange }
///
/// @Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding) var basket: [Fruit] = []
/// ```
public struct RawRepresentableArrayPrefsCoding<Element: PrefsCodable>: PrefsCodable
where Element.Value: RawRepresentable {
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
    /// let coding = RawRepresentableArrayPrefsCoding(element: RawRepresentablePrefsCoding<Fruit>())
    /// ```
    public init(element: Element) {
        elementCoding = element
    }

    /// Every element's raw value, or `nil` when any element cannot be encoded.
    ///
    /// ```swift
    /// [Fruit].rawRepresentableArrayPrefsCoding.encode(prefsValue: [.apple, .orange])  // ["apple", "orange"]
    /// ```
    public func encode(prefsValue: [Element.Value]) -> [Element.StorageValue]? {
        prefsValue.mapEveryElement(elementCoding.encode(prefsValue:))
    }

    /// Every element decoded, or `nil` when any raw value matches no element.
    ///
    /// ```swift
    /// [Fruit].rawRepresentableArrayPrefsCoding.decode(prefsValue: ["apple", "kiwi"])  // nil
    /// ```
    public func decode(prefsValue: [Element.StorageValue]) -> [Element.Value]? {
        prefsValue.mapEveryElement(elementCoding.decode(prefsValue:))
    }
}

extension Array where Element: RawRepresentable, Element.RawValue: PrefsStorageValue {
    /// Stores the array as an array of raw values: `@Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding)`.
    ///
    /// ```swift
    /// @Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding) var basket: [Fruit] = []
    /// ```
    public static var rawRepresentableArrayPrefsCoding:
        RawRepresentableArrayPrefsCoding<RawRepresentablePrefsCoding<Element>>
    {
        RawRepresentableArrayPrefsCoding(element: RawRepresentablePrefsCoding())
    }
}
