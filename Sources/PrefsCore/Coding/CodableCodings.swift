public import Foundation

/// Stores a `RawRepresentable` value as its raw value: `@RawRepresentablePref var theme: Theme = .system`
/// keeps `"system"`.
///
/// A stored raw value that matches no case decodes as `nil`, so the preference reads its default and a
/// ``PrefsIssue`` is reported.
public struct RawRepresentablePrefsCoding<Value: RawRepresentable>: PrefsCodable
where Value.RawValue: PrefsStorageValue {
    public init() {}
    public func encode(prefsValue: Value) -> Value.RawValue? { prefsValue.rawValue }
    public func decode(prefsValue: Value.RawValue) -> Value? { Value(rawValue: prefsValue) }
}

/// Stores a `Codable` value as JSON `Data`: `@JSONDataCodablePref var window: WindowFrame?`.
///
/// Keys are sorted, so the same value always stores the same bytes.
public struct JSONDataCodablePrefsCoding<Value: Codable>: PrefsCodable {
    public init() {}
    public static var valueType: PrefsValueType { .codable }
    public func encode(prefsValue: Value) -> Data? { try? JSONCodableSupport.encoder.encode(prefsValue) }
    public func decode(prefsValue: Data) -> Value? { try? JSONDecoder().decode(Value.self, from: prefsValue) }
}

/// Stores a `Codable` value as a JSON string: `@JSONStringCodablePref var deviceID: UUID?` keeps
/// `"\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""`.
public struct JSONStringCodablePrefsCoding<Value: Codable>: PrefsCodable {
    public init() {}
    public static var valueType: PrefsValueType { .codable }
    public func encode(prefsValue: Value) -> String? {
        (try? JSONCodableSupport.encoder.encode(prefsValue)).flatMap { String(data: $0, encoding: .utf8) }
    }
    public func decode(prefsValue: String) -> Value? {
        try? JSONDecoder().decode(Value.self, from: Data(prefsValue.utf8))
    }
}

enum JSONCodableSupport {
    /// A fresh encoder with deterministic output (`JSONEncoder` is not `Sendable`, so none is shared).
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

// MARK: - Constructors on the value types, and JSON after another coding

extension RawRepresentable where RawValue: PrefsStorageValue {
    /// The coding that stores this type as its raw value, as `@RawRepresentablePref` does.
    ///
    /// ```swift
    /// @Pref(coding: Fruit.rawRepresentablePrefsCoding) var fruit: Fruit?   // same as @RawRepresentablePref
    /// ```
    public static var rawRepresentablePrefsCoding: RawRepresentablePrefsCoding<Self> { RawRepresentablePrefsCoding() }
}

extension Encodable where Self: Decodable {
    /// The coding that stores this type as JSON `Data`, as `@JSONDataCodablePref` does.
    ///
    /// ```swift
    /// @Pref(coding: Device.jsonDataPrefsCoding) var device: Device?   // same as @JSONDataCodablePref
    /// ```
    public static var jsonDataPrefsCoding: JSONDataCodablePrefsCoding<Self> { JSONDataCodablePrefsCoding() }

    /// The coding that stores this type as a JSON string, as `@JSONStringCodablePref` does.
    ///
    /// ```swift
    /// @Pref(coding: UUID.jsonStringPrefsCoding) var deviceID: UUID?   // same as @JSONStringCodablePref
    /// ```
    public static var jsonStringPrefsCoding: JSONStringCodablePrefsCoding<Self> { JSONStringCodablePrefsCoding() }
}

extension PrefsCodable where StorageValue: Codable {
    /// This coding followed by JSON `Data`: what it produces is stored as a JSON document.
    ///
    /// ```swift
    /// @Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding.jsonDataPrefsCoding) var basket: [Fruit] = []
    /// ```
    public var jsonDataPrefsCoding: PrefsCodingTuple<Self, JSONDataCodablePrefsCoding<StorageValue>> {
        PrefsCodingTuple(self, JSONDataCodablePrefsCoding())
    }

    /// This coding followed by a JSON string: what it produces is stored as JSON text.
    ///
    /// ```swift
    /// @Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding.jsonStringPrefsCoding) var basket: [Fruit] = []
    /// ```
    public var jsonStringPrefsCoding: PrefsCodingTuple<Self, JSONStringCodablePrefsCoding<StorageValue>> {
        PrefsCodingTuple(self, JSONStringCodablePrefsCoding())
    }
}
