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
/// ``PrefsCodable``. With `import PrefsKitCompatibility`, `PrefsCoding` is this struct, as in PrefsKit; with
/// `import Prefs` alone it is another name for the ``PrefsCodable`` protocol, as in PrefsKit's README (see
/// Docs/MigratingFromPrefsKit.md).
public typealias PrefsCoding<Value, StorageValue: PrefsStorageValue> = _PrefsRuntime.ClosureCoding<Value, StorageValue>
