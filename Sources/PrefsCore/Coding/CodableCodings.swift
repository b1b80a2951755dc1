public import Foundation

extension _PrefsRuntime {
    /// Stores a `RawRepresentable` value as its raw value: `@RawRepresentablePref var theme: Theme = .system`
    /// keeps `"system"`.
    ///
    /// A stored raw value that matches no case decodes as `nil`, so the preference reads its default and a
    /// ``PrefsIssue`` is reported.
    public struct RawRepresentableCoding<Value: RawRepresentable>: PrefsCodable
    where Value.RawValue: PrefsStorageValue {
        public init() {}
        public func encode(prefsValue: Value) -> Value.RawValue? { prefsValue.rawValue }
        public func decode(prefsValue: Value.RawValue) -> Value? { Value(rawValue: prefsValue) }
    }

    /// Stores a `Codable` value as JSON `Data`: `@JSONDataCodablePref var window: WindowFrame?`.
    ///
    /// Keys are sorted, so the same value always stores the same bytes.
    public struct JSONDataCoding<Value: Codable>: PrefsCodable {
        public init() {}
        public static var valueType: PrefsValueType { .codable }
        public func encode(prefsValue: Value) -> Data? { try? JSONCodableSupport.encoder.encode(prefsValue) }
        public func decode(prefsValue: Data) -> Value? { try? JSONDecoder().decode(Value.self, from: prefsValue) }
    }

    /// Stores a `Codable` value as a JSON string: `@JSONStringCodablePref var deviceID: UUID?` keeps
    /// `"\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""`.
    public struct JSONStringCoding<Value: Codable>: PrefsCodable {
        public init() {}
        public static var valueType: PrefsValueType { .codable }
        public func encode(prefsValue: Value) -> String? {
            (try? JSONCodableSupport.encoder.encode(prefsValue)).flatMap { String(data: $0, encoding: .utf8) }
        }
        public func decode(prefsValue: String) -> Value? {
            try? JSONDecoder().decode(Value.self, from: Data(prefsValue.utf8))
        }
    }
}

package enum JSONCodableSupport {
    /// A fresh encoder with deterministic output (`JSONEncoder` is not `Sendable`, so none is shared).
    package static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
