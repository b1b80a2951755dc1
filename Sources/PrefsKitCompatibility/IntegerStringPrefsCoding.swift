/// Stores any fixed-width integer as its decimal text, losslessly.
///
/// The stored form is the number in base 10 (`"-42"`, `"18446744073709551615"`), so every value of every width fits,
/// including `UInt64.max` and the 128-bit types, which storage's `Int` cannot hold. A stored string that is not a
/// decimal integer in the type's range (`"abc"`, `"1.5"`, `"300"` for a `UInt8`) is unreadable: the preference reads
/// its default and a ``PrefsIssue`` is reported.
///
/// ```swift
/// @Pref(coding: .uInt64AsString) var fileID: UInt64 = 0   // stored as "18446744073709551615" for .max
/// @Pref(coding: .intAsString) var retries: Int = 3        // stored as "3"
/// ```
public struct IntegerStringPrefsCoding<Value: FixedWidthInteger>: PrefsCodable {
    /// Creates the coding; the static members (`.intAsString`, …) read better in a declaration.
    ///
    /// ```swift
    /// @Pref(coding: IntegerStringPrefsCoding<Int16>()) var tone: Int16 = 0
    /// ```
    public init() {}

    /// The number in base 10.
    ///
    /// ```swift
    /// IntegerStringPrefsCoding<UInt64>().encode(prefsValue: .max)  // "18446744073709551615"
    /// ```
    public func encode(prefsValue: Value) -> String? { String(prefsValue) }

    /// The number the decimal text holds, or `nil` when it is not one or does not fit `Value`.
    ///
    /// ```swift
    /// IntegerStringPrefsCoding<UInt8>().decode(prefsValue: "300")  // nil
    /// ```
    public func decode(prefsValue: String) -> Value? { Value(prefsValue, radix: 10) }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<Int> {
    /// Stores an `Int` as decimal text: `@Pref(coding: .intAsString) var retries: Int = 3`.
    ///
    /// ```swift
    /// @Pref(coding: .intAsString) var retries: Int = 3
    /// ```
    public static var intAsString: IntegerStringPrefsCoding<Int> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<UInt> {
    /// Stores a `UInt` as decimal text, every value included.
    ///
    /// ```swift
    /// @Pref(coding: .uIntAsString) var cacheLimit: UInt = 512
    /// ```
    public static var uIntAsString: IntegerStringPrefsCoding<UInt> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<Int8> {
    /// Stores an `Int8` as decimal text.
    ///
    /// ```swift
    /// @Pref(coding: .int8AsString) var bias: Int8 = 0
    /// ```
    public static var int8AsString: IntegerStringPrefsCoding<Int8> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<UInt8> {
    /// Stores a `UInt8` as decimal text.
    ///
    /// ```swift
    /// @Pref(coding: .uInt8AsString) var volume: UInt8 = 80
    /// ```
    public static var uInt8AsString: IntegerStringPrefsCoding<UInt8> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<Int16> {
    /// Stores an `Int16` as decimal text.
    ///
    /// ```swift
    /// @Pref(coding: .int16AsString) var pan: Int16 = 0
    /// ```
    public static var int16AsString: IntegerStringPrefsCoding<Int16> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<UInt16> {
    /// Stores a `UInt16` as decimal text.
    ///
    /// ```swift
    /// @Pref(coding: .uInt16AsString) var port: UInt16 = 8080
    /// ```
    public static var uInt16AsString: IntegerStringPrefsCoding<UInt16> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<Int32> {
    /// Stores an `Int32` as decimal text.
    ///
    /// ```swift
    /// @Pref(coding: .int32AsString) var offset: Int32 = 0
    /// ```
    public static var int32AsString: IntegerStringPrefsCoding<Int32> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<UInt32> {
    /// Stores a `UInt32` as decimal text.
    ///
    /// ```swift
    /// @Pref(coding: .uInt32AsString) var seed: UInt32 = 0
    /// ```
    public static var uInt32AsString: IntegerStringPrefsCoding<UInt32> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<Int64> {
    /// Stores an `Int64` as decimal text.
    ///
    /// ```swift
    /// @Pref(coding: .int64AsString) var offset: Int64 = 0
    /// ```
    public static var int64AsString: IntegerStringPrefsCoding<Int64> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<UInt64> {
    /// Stores a `UInt64` as decimal text, every value included.
    ///
    /// ```swift
    /// @Pref(coding: .uInt64AsString) var fileID: UInt64 = 0
    /// ```
    public static var uInt64AsString: IntegerStringPrefsCoding<UInt64> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<Int128> {
    /// Stores an `Int128` as decimal text.
    ///
    /// ```swift
    /// @Pref(coding: .int128AsString) var balance: Int128 = 0
    /// ```
    public static var int128AsString: IntegerStringPrefsCoding<Int128> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where Self == IntegerStringPrefsCoding<UInt128> {
    /// Stores a `UInt128` as decimal text.
    ///
    /// ```swift
    /// @Pref(coding: .uInt128AsString) var token: UInt128 = 0
    /// ```
    public static var uInt128AsString: IntegerStringPrefsCoding<UInt128> { IntegerStringPrefsCoding() }
}

extension PrefsCodable where StorageValue == Int {
    /// This coding followed by decimal text: the `Int` it produces is stored as a string.
    ///
    /// ```swift
    /// @Pref(coding: IntegerPrefsCoding<UInt16>().intAsString) var port: UInt16 = 8080   // stored as "8080"
    /// ```
    public var intAsString: PrefsCodingTuple<Self, IntegerStringPrefsCoding<Int>> {
        PrefsCodingTuple(self, IntegerStringPrefsCoding())
    }
}
