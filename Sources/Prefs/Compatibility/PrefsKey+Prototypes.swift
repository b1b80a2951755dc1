public import Foundation

/// A key for a value storage keeps as it is.
///
/// ```swift
/// let key = AnyAtomicPrefsKey<[Int]>(key: "scores")
/// storage.setValue(forKey: key, to: [3, 1])
/// ```
public struct AnyAtomicPrefsKey<Value: PrefsStorageValue>: PrefsKey {
    public typealias StorageValue = Value
    public let key: String
    public let coding = AtomicPrefsCoding<Value>()
    public init(key: String) { self.key = key }
}

/// A key with a default for a value storage keeps as it is.
///
/// ```swift
/// let key = AnyDefaultedAtomicPrefsKey(key: "launches", defaultValue: 0)
/// ```
public struct AnyDefaultedAtomicPrefsKey<Value: PrefsStorageValue>: DefaultedPrefsKey {
    public typealias StorageValue = Value
    public let key: String
    public let defaultValue: Value
    public let coding = AtomicPrefsCoding<Value>()
    public init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }
}

/// A key for a value stored through any coding.
///
/// ```swift
/// let key = AnyPrefsKey(key: "feed", coding: .urlString)
/// let closures = AnyPrefsKey(key: "hex", encode: { String($0, radix: 16) }, decode: { Int($0, radix: 16) })
/// ```
public struct AnyPrefsKey<Coding: PrefsCodable>: PrefsKey where Coding.Value: Sendable {
    public typealias Value = Coding.Value
    public typealias StorageValue = Coding.StorageValue
    public let key: String
    public let coding: Coding
    public init(key: String, coding: Coding) {
        self.key = key
        self.coding = coding
    }
    public init<V, S>(
        key: String, encode: @escaping @Sendable (V) -> S?, decode: @escaping @Sendable (S) -> V?
    ) where Coding == PrefsCoding<V, S> {
        self.init(key: key, coding: PrefsCoding(encode: encode, decode: decode))
    }
}

/// A key with a default for a value stored through any coding.
///
/// ```swift
/// let key = AnyDefaultedPrefsKey(key: "port", defaultValue: 8080, coding: .uInt16AsInt)
/// ```
public struct AnyDefaultedPrefsKey<Coding: PrefsCodable>: DefaultedPrefsKey where Coding.Value: Sendable {
    public typealias Value = Coding.Value
    public typealias StorageValue = Coding.StorageValue
    public let key: String
    public let defaultValue: Value
    public let coding: Coding
    public init(key: String, defaultValue: Value, coding: Coding) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
    }
    public init<V, S>(
        key: String, defaultValue: V, encode: @escaping @Sendable (V) -> S?, decode: @escaping @Sendable (S) -> V?
    ) where Coding == PrefsCoding<V, S> {
        self.init(key: key, defaultValue: defaultValue, coding: PrefsCoding(encode: encode, decode: decode))
    }
}

/// A key for a `RawRepresentable` value stored as its raw value.
///
/// ```swift
/// let key = AnyRawRepresentablePrefsKey<Theme>(key: "theme")
/// ```
public struct AnyRawRepresentablePrefsKey<Value: RawRepresentable & Sendable>: PrefsKey
where Value.RawValue: PrefsStorageValue {
    public typealias StorageValue = Value.RawValue
    public let key: String
    public let coding = RawRepresentablePrefsCoding<Value>()
    public init(key: String) { self.key = key }
}

/// A key with a default for a `RawRepresentable` value stored as its raw value.
///
/// ```swift
/// let key = AnyDefaultedRawRepresentablePrefsKey(key: "theme", defaultValue: Theme.system)
/// ```
public struct AnyDefaultedRawRepresentablePrefsKey<Value: RawRepresentable & Sendable>: DefaultedPrefsKey
where Value.RawValue: PrefsStorageValue {
    public typealias StorageValue = Value.RawValue
    public let key: String
    public let defaultValue: Value
    public let coding = RawRepresentablePrefsCoding<Value>()
    public init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }
}

/// A key for a `Codable` value stored through an encoder and decoder.
///
/// ```swift
/// let key = AnyCodablePrefsKey(
///     key: "frame", value: Frame.self, storageValue: Data.self, encoder: JSONEncoder(), decoder: JSONDecoder())
/// ```
public struct AnyCodablePrefsKey<Value: Codable & Sendable, StorageValue: PrefsStorageValue, Encoder, Decoder>: PrefsKey
where
    Encoder: PrefsTopLevelEncoder, Decoder: PrefsTopLevelDecoder, Encoder.Output == StorageValue,
    Decoder.Input == StorageValue
{
    public let key: String
    public let coding: CodablePrefsCoding<Value, StorageValue, Encoder, Decoder>
    public init(key: String, coding: CodablePrefsCoding<Value, StorageValue, Encoder, Decoder>) {
        self.key = key
        self.coding = coding
    }
    public init(
        key: String, value: Value.Type, storageValue: StorageValue.Type,
        encoder: @escaping @Sendable @autoclosure () -> Encoder, decoder: @escaping @Sendable @autoclosure () -> Decoder
    ) {
        self.init(key: key, coding: CodablePrefsCoding(makeEncoder: encoder, makeDecoder: decoder))
    }
}

/// A key with a default for a `Codable` value stored through an encoder and decoder.
///
/// ```swift
/// let key = AnyDefaultedCodablePrefsKey(
///     key: "frame", defaultValue: Frame(), storageValue: Data.self, encoder: JSONEncoder(), decoder: JSONDecoder())
/// ```
public struct AnyDefaultedCodablePrefsKey<
    Value: Codable & Sendable, StorageValue: PrefsStorageValue, Encoder, Decoder
>: DefaultedPrefsKey
where
    Encoder: PrefsTopLevelEncoder, Decoder: PrefsTopLevelDecoder, Encoder.Output == StorageValue,
    Decoder.Input == StorageValue
{
    public let key: String
    public let defaultValue: Value
    public let coding: CodablePrefsCoding<Value, StorageValue, Encoder, Decoder>
    public init(key: String, defaultValue: Value, coding: CodablePrefsCoding<Value, StorageValue, Encoder, Decoder>) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
    }
    public init(
        key: String, defaultValue: Value, storageValue: StorageValue.Type,
        encoder: @escaping @Sendable @autoclosure () -> Encoder, decoder: @escaping @Sendable @autoclosure () -> Decoder
    ) {
        self.init(
            key: key, defaultValue: defaultValue, coding: CodablePrefsCoding(makeEncoder: encoder, makeDecoder: decoder)
        )
    }
}

/// A key for a `Codable` value stored as JSON `Data`.
///
/// ```swift
/// let key = AnyJSONDataCodablePrefsKey<Frame>(key: "frame")
/// ```
public struct AnyJSONDataCodablePrefsKey<Value: Codable & Sendable>: PrefsKey {
    public typealias StorageValue = Data
    public let key: String
    public let coding = JSONDataCodablePrefsCoding<Value>()
    public init(key: String) { self.key = key }
}

/// A key with a default for a `Codable` value stored as JSON `Data`.
///
/// ```swift
/// let key = AnyDefaultedJSONDataCodablePrefsKey(key: "frame", defaultValue: Frame())
/// ```
public struct AnyDefaultedJSONDataCodablePrefsKey<Value: Codable & Sendable>: DefaultedPrefsKey {
    public typealias StorageValue = Data
    public let key: String
    public let defaultValue: Value
    public let coding = JSONDataCodablePrefsCoding<Value>()
    public init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }
}

/// A key for a `Codable` value stored as JSON text.
///
/// ```swift
/// let key = AnyJSONStringCodablePrefsKey<UUID>(key: "deviceID")
/// ```
public struct AnyJSONStringCodablePrefsKey<Value: Codable & Sendable>: PrefsKey {
    public typealias StorageValue = String
    public let key: String
    public let coding = JSONStringCodablePrefsCoding<Value>()
    public init(key: String) { self.key = key }
}

/// A key with a default for a `Codable` value stored as JSON text.
///
/// ```swift
/// let key = AnyDefaultedJSONStringCodablePrefsKey(key: "deviceID", defaultValue: UUID())
/// ```
public struct AnyDefaultedJSONStringCodablePrefsKey<Value: Codable & Sendable>: DefaultedPrefsKey {
    public typealias StorageValue = String
    public let key: String
    public let defaultValue: Value
    public let coding = JSONStringCodablePrefsCoding<Value>()
    public init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }
}
