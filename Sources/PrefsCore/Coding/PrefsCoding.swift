/// A coding made of two closures: the value type `@Pref(encode:decode:)` declares inline, as a value you can keep,
/// pass to `@Pref(coding:)` or put in a key.
///
/// ```swift
/// let hexColor = PrefsCoding<UInt32, String>(
///     encode: { String($0, radix: 16) },
///     decode: { UInt32($0, radix: 16) }
/// )
/// @Pref(coding: hexColor) var accent: UInt32 = 0x3478F6   // stored as "3478f6"
/// ```
///
/// `encode` returning `nil` refuses the write and `decode` returning `nil` reads the default, as for any
/// ``PrefsCodable``. PrefsKit spells its closure coding the same way; extensions that PrefsKit's early README wrote as
/// `extension PrefsCoding where Self == …` are `extension PrefsCodable where Self == …` (see
/// Docs/MigratingFromPrefsKit.md).
public struct PrefsCoding<Value, StorageValue: PrefsStorageValue>: PrefsCodable {
    @usableFromInline let encodeValue: @Sendable (Value) -> StorageValue?
    @usableFromInline let decodeValue: @Sendable (StorageValue) -> Value?

    /// A coding that stores a value as `encode` gives it and reads it back with `decode`.
    @inlinable
    public init(
        encode: @escaping @Sendable (Value) -> StorageValue?, decode: @escaping @Sendable (StorageValue) -> Value?
    ) {
        encodeValue = encode
        decodeValue = decode
    }

    @inlinable public func encode(prefsValue: Value) -> StorageValue? { encodeValue(prefsValue) }
    @inlinable public func decode(prefsValue: StorageValue) -> Value? { decodeValue(prefsValue) }
}
