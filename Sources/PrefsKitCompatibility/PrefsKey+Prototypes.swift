public import Foundation

/// A key for a value storage keeps as it is.
///
/// ```swift
/// let key = AnyAtomicPrefsKey<[Int]>(key: "scores")
/// storage.setValue(forKey: key, to: [3, 1])
/// ```
public struct AnyAtomicPrefsKey<Value: PrefsStorageValue>: PrefsKey {
    /// The stored type.
    public typealias StorageValue = Value
    /// The storage key.
    public let key: String
    /// The coding between the value and its stored form.
    public let coding = AtomicPrefsCoding<Value>()
    /// A key for `key`.
    public init(key: String) { self.key = key }
}

/// A key with a default for a value storage keeps as it is.
///
/// ```swift
/// let key = AnyDefaultedAtomicPrefsKey(key: "launches", defaultValue: 0)
/// ```
public struct AnyDefaultedAtomicPrefsKey<Value: PrefsStorageValue>: DefaultedPrefsKey {
    /// The stored type.
    public typealias StorageValue = Value
    /// The storage key.
    public let key: String
    /// The value read when nothing readable is stored.
    public let defaultValue: Value
    /// The coding between the value and its stored form.
    public let coding = AtomicPrefsCoding<Value>()
    /// A key for `key` that reads `defaultValue` when nothing readable is stored.
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
    /// The preference's type.
    public typealias Value = Coding.Value
    /// The stored type.
    public typealias StorageValue = Coding.StorageValue
    /// The storage key.
    public let key: String
    /// The coding between the value and its stored form.
    public let coding: Coding
    /// A key for `key` stored through `coding`.
    public init(key: String, coding: Coding) {
        self.key = key
        self.coding = coding
    }
    /// A key for `key` stored through the `encode` and `decode` closures.
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
    /// The preference's type.
    public typealias Value = Coding.Value
    /// The stored type.
    public typealias StorageValue = Coding.StorageValue
    /// The storage key.
    public let key: String
    /// The value read when nothing readable is stored.
    public let defaultValue: Value
    /// The coding between the value and its stored form.
    public let coding: Coding
    /// A key for `key` stored through `coding`, reading `defaultValue` when nothing readable is stored.
    public init(key: String, defaultValue: Value, coding: Coding) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
    }
    /// A key for `key` stored through the `encode` and `decode` closures.
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
    /// The stored type.
    public typealias StorageValue = Value.RawValue
    /// The storage key.
    public let key: String
    /// The coding between the value and its stored form.
    public let coding = RawRepresentablePrefsCoding<Value>()
    /// A key for `key`.
    public init(key: String) { self.key = key }
}

/// A key with a default for a `RawRepresentable` value stored as its raw value.
///
/// ```swift
/// let key = AnyDefaultedRawRepresentablePrefsKey(key: "theme", defaultValue: Theme.system)
/// ```
public struct AnyDefaultedRawRepresentablePrefsKey<Value: RawRepresentable & Sendable>: DefaultedPrefsKey
where Value.RawValue: PrefsStorageValue {
    /// The stored type.
    public typealias StorageValue = Value.RawValue
    /// The storage key.
    public let key: String
    /// The value read when nothing readable is stored.
    public let defaultValue: Value
    /// The coding between the value and its stored form.
    public let coding = RawRepresentablePrefsCoding<Value>()
    /// A key for `key` that reads `defaultValue` when nothing readable is stored.
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
    /// The storage key.
    public let key: String
    /// The coding between the value and its stored form.
    public let coding: CodablePrefsCoding<Value, StorageValue, Encoder, Decoder>
    /// A key for `key` stored through `coding`.
    public init(key: String, coding: CodablePrefsCoding<Value, StorageValue, Encoder, Decoder>) {
        self.key = key
        self.coding = coding
    }
    /// A key for `key` stored through a new `encoder` and `decoder` for each use.
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
    /// The storage key.
    public let key: String
    /// The value read when nothing readable is stored.
    public let defaultValue: Value
    /// The coding between the value and its stored form.
    public let coding: CodablePrefsCoding<Value, StorageValue, Encoder, Decoder>
    /// A key for `key` stored through `coding`, reading `defaultValue` when nothing readable is stored.
    public init(key: String, defaultValue: Value, coding: CodablePrefsCoding<Value, StorageValue, Encoder, Decoder>) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
    }
    /// A key for `key` stored through a new `encoder` and `decoder` for each use.
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
    /// The stored type.
    public typealias StorageValue = Data
    /// The storage key.
    public let key: String
    /// The coding between the value and its stored form.
    public let coding = JSONDataCodablePrefsCoding<Value>()
    /// A key for `key`.
    public init(key: String) { self.key = key }
}

/// A key with a default for a `Codable` value stored as JSON `Data`.
///
/// ```swift
/// let key = AnyDefaultedJSONDataCodablePrefsKey(key: "frame", defaultValue: Frame())
/// ```
public struct AnyDefaultedJSONDataCodablePrefsKey<Value: Codable & Sendable>: DefaultedPrefsKey {
    /// The stored type.
    public typealias StorageValue = Data
    /// The storage key.
    public let key: String
    /// The value read when nothing readable is stored.
    public let defaultValue: Value
    /// The coding between the value and its stored form.
    public let coding = JSONDataCodablePrefsCoding<Value>()
    /// A key for `key` that reads `defaultValue` when nothing readable is stored.
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
    /// The stored type.
    public typealias StorageValue = String
    /// The storage key.
    public let key: String
    /// The coding between the value and its stored form.
    public let coding = JSONStringCodablePrefsCoding<Value>()
    /// A key for `key`.
    public init(key: String) { self.key = key }
}

/// A key with a default for a `Codable` value stored as JSON text.
///
/// ```swift
/// let key = AnyDefaultedJSONStringCodablePrefsKey(key: "deviceID", defaultValue: UUID())
/// ```
public struct AnyDefaultedJSONStringCodablePrefsKey<Value: Codable & Sendable>: DefaultedPrefsKey {
    /// The stored type.
    public typealias StorageValue = String
    /// The storage key.
    public let key: String
    /// The value read when nothing readable is stored.
    public let defaultValue: Value
    /// The coding between the value and its stored form.
    public let coding = JSONStringCodablePrefsCoding<Value>()
    /// A key for `key` that reads `defaultValue` when nothing readable is stored.
    public init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }
}
