/// Stores any integer type as an `Int`, refusing values `Int` cannot hold.
///
/// Storage keeps one integer type, `Int`. This coding stores `Int8`, `UInt16`, `UInt64` and the others as the same
/// number. A value outside `Int`'s range (a `UInt64` above `Int.max`) cannot be stored: the write is refused, the
/// stored value is kept and a ``PrefsIssue`` is reported — PrefsKit drops such writes silently. A stored integer
/// outside the preference's own range (`300` for a `UInt8`) is unreadable: the preference reads its default and an
/// issue is reported. To store every `UInt64` losslessly, use ``IntegerStringPrefsCoding`` (`.uInt64AsString`).
///
/// ```swift
/// @Pref(coding: .uInt8AsInt) var volume: UInt8 = 80        // stored as the integer 80
/// @Pref(coding: .int64AsInt) var offset: Int64 = 0
/// ```
public struct IntegerPrefsCoding<Value: BinaryInteger>: PrefsCodable {
    /// Creates the coding; the static members (`.uInt8AsInt`, …) read better in a declaration.
    ///
    /// ```swift
    /// @Pref(coding: IntegerPrefsCoding<UInt32>()) var seed: UInt32 = 0
    /// ```
    public init() {}

    /// The same number as an `Int`, or `nil` when `Int` cannot hold it.
    ///
    /// ```swift
    /// IntegerPrefsCoding<UInt64>().encode(prefsValue: .max)  // nil
    /// ```
    public func encode(prefsValue: Value) -> Int? { Int(exactly: prefsValue) }

    /// The same number as `Value`, or `nil` when `Value` cannot hold it.
    ///
    /// ```swift
    /// IntegerPrefsCoding<Int8>().decode(prefsValue: 300)  // nil
    /// ```
    public func decode(prefsValue: Int) -> Value? { Value(exactly: prefsValue) }
}

extension PrefsCodable where Self == IntegerPrefsCoding<Int8> {
    /// Stores an `Int8` as an `Int`: `@Pref(coding: .int8AsInt) var bias: Int8 = 0`.
    ///
    /// ```swift
    /// @Pref(coding: .int8AsInt) var bias: Int8 = -3
    /// ```
    public static var int8AsInt: IntegerPrefsCoding<Int8> { IntegerPrefsCoding() }
}

extension PrefsCodable where Self == IntegerPrefsCoding<UInt8> {
    /// Stores a `UInt8` as an `Int`: `@Pref(coding: .uInt8AsInt) var volume: UInt8 = 80`.
    ///
    /// ```swift
    /// @Pref(coding: .uInt8AsInt) var volume: UInt8 = 80
    /// ```
    public static var uInt8AsInt: IntegerPrefsCoding<UInt8> { IntegerPrefsCoding() }
}

extension PrefsCodable where Self == IntegerPrefsCoding<Int16> {
    /// Stores an `Int16` as an `Int`: `@Pref(coding: .int16AsInt) var pan: Int16 = 0`.
    ///
    /// ```swift
    /// @Pref(coding: .int16AsInt) var pan: Int16 = 0
    /// ```
    public static var int16AsInt: IntegerPrefsCoding<Int16> { IntegerPrefsCoding() }
}

extension PrefsCodable where Self == IntegerPrefsCoding<UInt16> {
    /// Stores a `UInt16` as an `Int`: `@Pref(coding: .uInt16AsInt) var port: UInt16 = 8080`.
    ///
    /// ```swift
    /// @Pref(coding: .uInt16AsInt) var port: UInt16 = 8080
    /// ```
    public static var uInt16AsInt: IntegerPrefsCoding<UInt16> { IntegerPrefsCoding() }
}

extension PrefsCodable where Self == IntegerPrefsCoding<Int32> {
    /// Stores an `Int32` as an `Int`: `@Pref(coding: .int32AsInt) var offset: Int32 = 0`.
    ///
    /// ```swift
    /// @Pref(coding: .int32AsInt) var offset: Int32 = 0
    /// ```
    public static var int32AsInt: IntegerPrefsCoding<Int32> { IntegerPrefsCoding() }
}

extension PrefsCodable where Self == IntegerPrefsCoding<UInt32> {
    /// Stores a `UInt32` as an `Int`: `@Pref(coding: .uInt32AsInt) var seed: UInt32 = 0`.
    ///
    /// ```swift
    /// @Pref(coding: .uInt32AsInt) var seed: UInt32 = 0
    /// ```
    public static var uInt32AsInt: IntegerPrefsCoding<UInt32> { IntegerPrefsCoding() }
}

extension PrefsCodable where Self == IntegerPrefsCoding<Int64> {
    /// Stores an `Int64` as an `Int`: `@Pref(coding: .int64AsInt) var offset: Int64 = 0`.
    ///
    /// ```swift
    /// @Pref(coding: .int64AsInt) var offset: Int64 = 0
    /// ```
    public static var int64AsInt: IntegerPrefsCoding<Int64> { IntegerPrefsCoding() }
}

extension PrefsCodable where Self == IntegerPrefsCoding<UInt64> {
    /// Stores a `UInt64` as an `Int`; values above `Int.max` are refused (use `.uInt64AsString` to keep them).
    ///
    /// ```swift
    /// @Pref(coding: .uInt64AsInt) var quota: UInt64 = 1 << 30
    /// ```
    public static var uInt64AsInt: IntegerPrefsCoding<UInt64> { IntegerPrefsCoding() }
}

extension PrefsCodable where Self == IntegerPrefsCoding<UInt> {
    /// Stores a `UInt` as an `Int`; values above `Int.max` are refused (use `.uIntAsString` to keep them).
    ///
    /// ```swift
    /// @Pref(coding: .uIntAsInt) var cacheLimit: UInt = 512
    /// ```
    public static var uIntAsInt: IntegerPrefsCoding<UInt> { IntegerPrefsCoding() }
}
