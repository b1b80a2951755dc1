public import Foundation

extension _PrefsRuntime {
    /// Stores a `Codable` value as JSON `Data`: `@JSONDataCodablePref var window: WindowFrame?`.
    ///
    /// Keys are sorted, so the same value always stores the same bytes.
    public struct JSONDataCoding<Value: Codable>: PrefsCodable {
        public init() {}
        public static var valueType: PrefsValueType { .codable }
        public func encode(prefsValue: Value) -> Data? { JSONCodableSupport.data(of: prefsValue) }
        public func decode(prefsValue: Data) -> Value? { JSONCodableSupport.value(Value.self, from: prefsValue) }
    }

    /// Stores a `Codable` value as a JSON string: `@JSONStringCodablePref var deviceID: UUID?` keeps
    /// `"\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""`.
    public struct JSONStringCoding<Value: Codable>: PrefsCodable {
        public init() {}
        public static var valueType: PrefsValueType { .codable }
        public func encode(prefsValue: Value) -> String? { JSONCodableSupport.text(of: prefsValue) }
        public func decode(prefsValue: String) -> Value? {
            JSONCodableSupport.value(Value.self, from: Data(prefsValue.utf8))
        }
    }
}

/// The one `JSONEncoder` configuration of Prefs, and the one way to decode: every `Codable` value Prefs turns into
/// JSON (the JSON codings, `Codable` array elements, `Codable` values shown by the command line and the settings
/// tree, PrefsKit's `CodablePrefsCodable`) goes through here.
package enum JSONCodableSupport {
    /// A fresh encoder with deterministic output: keys sorted, `/` not escaped. (`JSONEncoder` is not `Sendable`, so
    /// none is shared.)
    package static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A fresh decoder.
    package static var decoder: JSONDecoder { JSONDecoder() }

    /// `value` as JSON bytes, or `nil` when it fails to encode.
    package static func data(of value: some Encodable) -> Data? { try? encoder.encode(value) }

    /// `value` as JSON text, or `nil` when it fails to encode.
    package static func text(of value: some Encodable) -> String? {
        data(of: value).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The value of `type` that the JSON `data` holds, or `nil`.
    package static func value<Value: Decodable>(_ type: Value.Type, from data: Data) -> Value? {
        try? decoder.decode(type, from: data)
    }
}
