// PrefsKit's names of the codings Prefs' macros use. In Prefs they are runtime details (`@Pref` stores a storable type
// as it is, `@RawRepresentablePref` and the JSON macros pick the others); PrefsKit code names them.

/// The identity coding of a type that storage keeps as it is.
///
/// ```swift
/// AtomicPrefsCoding<Int>().encode(prefsValue: 42)  // 42
/// ```
public typealias AtomicPrefsCoding<Value: PrefsStorageValue> = _PrefsRuntime.StoredAsIs<Value>

/// Stores a `RawRepresentable` value as its raw value, as `@RawRepresentablePref` does.
///
/// ```swift
/// @Pref(coding: RawRepresentablePrefsCoding<Theme>()) var theme: Theme = .system   // stored as "system"
/// ```
public typealias RawRepresentablePrefsCoding<Value: RawRepresentable> = _PrefsRuntime.RawRepresentableCoding<Value>
where Value.RawValue: PrefsStorageValue

/// Stores a `Codable` value as JSON `Data`, as `@JSONDataCodablePref` does.
///
/// ```swift
/// @Pref(coding: JSONDataCodablePrefsCoding<WindowFrame>()) var window: WindowFrame?
/// ```
public typealias JSONDataCodablePrefsCoding<Value: Codable> = _PrefsRuntime.JSONDataCoding<Value>

/// Stores a `Codable` value as a JSON string, as `@JSONStringCodablePref` does.
///
/// ```swift
/// @Pref(coding: JSONStringCodablePrefsCoding<UUID>()) var deviceID: UUID?
/// ```
public typealias JSONStringCodablePrefsCoding<Value: Codable> = _PrefsRuntime.JSONStringCoding<Value>
