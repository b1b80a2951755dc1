/// A coding whose value is stored as it is: PrefsKit's refinement of ``PrefsCodable`` for identity codings.
///
/// Declaring the value type is enough; `encode` and `decode` are provided.
///
/// ```swift
/// struct FlagCoding: AtomicPrefsCodable { typealias Value = Bool }
/// @Pref(coding: FlagCoding()) var flag: Bool = false   // stored as a boolean
/// ```
public protocol AtomicPrefsCodable: PrefsCodable where Value == StorageValue {}

/// A coding that stores a `RawRepresentable` value as its raw value: PrefsKit's refinement of ``PrefsCodable``.
///
/// Declaring the value type is enough; `encode` and `decode` are provided.
///
/// ```swift
/// enum Theme: String { case light, dark }
/// struct ThemeCoding: RawRepresentablePrefsCodable { typealias Value = Theme }
/// @Pref(coding: ThemeCoding()) var theme: Theme = .light   // stored as "light"
/// ```
public protocol RawRepresentablePrefsCodable: PrefsCodable
where Value: RawRepresentable, Value.RawValue == StorageValue {}

extension PrefsCodable where Value == StorageValue {
    /// The value itself: a coding whose value type storage keeps needs no conversion.
    ///
    /// ```swift
    /// struct FlagCoding: AtomicPrefsCodable { typealias Value = Bool }
    /// FlagCoding().encode(prefsValue: true)  // true
    /// ```
    public func encode(prefsValue: Value) -> StorageValue? { prefsValue }

    /// The stored value itself.
    ///
    /// ```swift
    /// FlagCoding().decode(prefsValue: false)  // false
    /// ```
    public func decode(prefsValue: StorageValue) -> Value? { prefsValue }
}

extension PrefsCodable where Value: RawRepresentable, Value.RawValue == StorageValue {
    /// The value's raw value.
    ///
    /// ```swift
    /// ThemeCoding().encode(prefsValue: .dark)  // "dark"
    /// ```
    public func encode(prefsValue: Value) -> StorageValue? { prefsValue.rawValue }

    /// The value with that raw value, or `nil` when no value has it (the preference then reads its default).
    ///
    /// ```swift
    /// ThemeCoding().decode(prefsValue: "sepia")  // nil
    /// ```
    public func decode(prefsValue: StorageValue) -> Value? { Value(rawValue: prefsValue) }
}
