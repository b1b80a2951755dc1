public import Foundation

/// An encoder that turns a whole `Encodable` value into one output value, such as `JSONEncoder` (`Data`) or
/// `PropertyListEncoder`: what ``CodablePrefsCodable`` encodes with.
///
/// It plays the part of Combine's `TopLevelEncoder`, which PrefsKit uses and which does not exist off Apple
/// platforms. `JSONEncoder` and `PropertyListEncoder` conform, so `JSONEncoder.Output` is `Data` everywhere.
///
/// ```swift
/// let data: JSONEncoder.Output = try JSONEncoder().encode([1, 2])
/// ```
public protocol PrefsTopLevelEncoder {
    /// What the encoder produces.
    associatedtype Output
    /// Encodes `value`.
    /// - Throws: the encoder's error when `value` cannot be encoded.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that reads a whole `Decodable` value from one input value, such as `JSONDecoder`: what
/// ``CodablePrefsCodable`` decodes with (Combine's `TopLevelDecoder` elsewhere).
///
/// ```swift
/// let numbers = try JSONDecoder().decode([Int].self, from: Data("[1,2]".utf8))
/// ```
public protocol PrefsTopLevelDecoder {
    /// What the decoder reads.
    associatedtype Input
    /// Decodes a value of `type` from `input`.
    /// - Throws: the decoder's error when `input` does not hold such a value.
    func decode<T: Decodable>(_ type: T.Type, from input: Input) throws -> T
}

extension JSONEncoder: PrefsTopLevelEncoder {}
extension JSONDecoder: PrefsTopLevelDecoder {}
extension PropertyListEncoder: PrefsTopLevelEncoder {}
extension PropertyListDecoder: PrefsTopLevelDecoder {}

/// A coding that stores a `Codable` value as what an encoder produces: PrefsKit's refinement of ``PrefsCodable``.
///
/// Give it the encoder and decoder; `encode` and `decode` are provided when the encoder's output is the stored type.
///
/// ```swift
/// struct Frame: Codable { var width, height: Double }
/// struct FrameCoding: CodablePrefsCodable {
///     typealias Value = Frame
///     func prefsEncoder() -> JSONEncoder { JSONEncoder() }
///     func prefsDecoder() -> JSONDecoder { JSONDecoder() }
/// }
/// @Pref(coding: FrameCoding()) var frame: Frame?   // stored as JSON Data
/// ```
public protocol CodablePrefsCodable<Encoder, Decoder>: PrefsCodable where Value: Codable {
    /// The encoder type.
    associatedtype Encoder: PrefsTopLevelEncoder
    /// The decoder type.
    associatedtype Decoder: PrefsTopLevelDecoder
    /// The encoder to encode a value with.
    func prefsEncoder() -> Encoder
    /// The decoder to decode a stored value with.
    func prefsDecoder() -> Decoder
}

extension CodablePrefsCodable where StorageValue == Encoder.Output, Encoder.Output == Decoder.Input {
    /// The value encoded with ``prefsEncoder()``, or `nil` when it cannot be encoded.
    ///
    /// ```swift
    /// FrameCoding().encode(prefsValue: Frame(width: 3, height: 4))  // {"height":4,"width":3} as Data
    /// ```
    public func encode(prefsValue: Value) -> StorageValue? {
        try? prefsEncoder().encode(prefsValue)
    }

    /// The value decoded with ``prefsDecoder()``, or `nil` when the stored value does not decode.
    ///
    /// ```swift
    /// FrameCoding().decode(prefsValue: Data("{}".utf8))  // nil: the members are missing
    /// ```
    public func decode(prefsValue: StorageValue) -> Value? {
        try? prefsDecoder().decode(Value.self, from: prefsValue)
    }
}

/// A ``CodablePrefsCodable`` that stores JSON `Data`; declaring the value type is enough.
///
/// ```swift
/// struct FrameCoding: JSONDataCodablePrefsCodable { typealias Value = Frame }
/// ```
public protocol JSONDataCodablePrefsCodable: CodablePrefsCodable
where Encoder == JSONEncoder, Decoder == JSONDecoder, StorageValue == Data {}

extension JSONDataCodablePrefsCodable {
    /// A new `JSONEncoder` with sorted keys, so that a value always stores the same bytes.
    ///
    /// ```swift
    /// FrameCoding().prefsEncoder().outputFormatting  // [.sortedKeys, .withoutEscapingSlashes]
    /// ```
    public func prefsEncoder() -> JSONEncoder { JSONCodableSupport.encoder }

    /// A new `JSONDecoder`.
    ///
    /// ```swift
    /// try FrameCoding().prefsDecoder().decode(Frame.self, from: Data(#"{"width":3,"height":4}"#.utf8))
    /// ```
    public func prefsDecoder() -> JSONDecoder { JSONCodableSupport.decoder }
}

/// A ``CodablePrefsCodable`` that stores JSON text; declaring the value type is enough.
///
/// ```swift
/// struct FrameTextCoding: JSONStringCodablePrefsCodable { typealias Value = Frame }
/// FrameTextCoding().encode(prefsValue: Frame(width: 3, height: 4))  // "{\"height\":4,\"width\":3}"
/// ```
public protocol JSONStringCodablePrefsCodable: CodablePrefsCodable
where Encoder == JSONEncoder, Decoder == JSONDecoder, StorageValue == String {}

extension JSONStringCodablePrefsCodable {
    /// A new `JSONEncoder` with sorted keys.
    ///
    /// ```swift
    /// FrameTextCoding().prefsEncoder()
    /// ```
    public func prefsEncoder() -> JSONEncoder { JSONCodableSupport.encoder }

    /// A new `JSONDecoder`.
    ///
    /// ```swift
    /// FrameTextCoding().prefsDecoder()
    /// ```
    public func prefsDecoder() -> JSONDecoder { JSONCodableSupport.decoder }

    /// The value's JSON as text, or `nil` when it cannot be encoded.
    ///
    /// ```swift
    /// FrameTextCoding().encode(prefsValue: Frame(width: 3, height: 4))  // "{\"height\":4,\"width\":3}"
    /// ```
    public func encode(prefsValue: Value) -> String? {
        (try? prefsEncoder().encode(prefsValue)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The value read from JSON text, or `nil` when the text does not decode.
    ///
    /// ```swift
    /// FrameTextCoding().decode(prefsValue: "[]")  // nil
    /// ```
    public func decode(prefsValue: String) -> Value? {
        try? prefsDecoder().decode(Value.self, from: Data(prefsValue.utf8))
    }
}

/// A coding that stores a `Codable` value through any encoder and decoder whose output storage keeps.
///
/// ```swift
/// let coding = CodablePrefsCoding(
///     value: Frame.self, storageValue: JSONEncoder.Output.self, encoder: JSONEncoder(), decoder: JSONDecoder())
/// @Pref(coding: coding) var frame: Frame?   // stored as JSON Data
/// ```
///
/// The encoder and decoder expressions are evaluated for each value encoded or decoded, so neither is shared
/// between threads.
public struct CodablePrefsCoding<Value: Codable, StorageValue: PrefsStorageValue, Encoder, Decoder>: CodablePrefsCodable
where
    Encoder: PrefsTopLevelEncoder, Decoder: PrefsTopLevelDecoder, Encoder.Output == StorageValue,
    Decoder.Input == StorageValue
{
    private let makeEncoder: @Sendable () -> Encoder
    private let makeDecoder: @Sendable () -> Decoder

    /// A coding of `value`, stored as `storageValue`, with a new `encoder` and `decoder` for each use.
    public init(
        value: Value.Type, storageValue: StorageValue.Type, encoder: @escaping @Sendable @autoclosure () -> Encoder,
        decoder: @escaping @Sendable @autoclosure () -> Decoder
    ) {
        self.init(makeEncoder: encoder, makeDecoder: decoder)
    }

    init(makeEncoder: @escaping @Sendable () -> Encoder, makeDecoder: @escaping @Sendable () -> Decoder) {
        self.makeEncoder = makeEncoder
        self.makeDecoder = makeDecoder
    }

    public func prefsEncoder() -> Encoder { makeEncoder() }
    public func prefsDecoder() -> Decoder { makeDecoder() }
}

extension AtomicPrefsCoding: AtomicPrefsCodable {}
extension RawRepresentablePrefsCoding: RawRepresentablePrefsCodable {}
extension JSONDataCodablePrefsCoding: JSONDataCodablePrefsCodable {}
extension JSONStringCodablePrefsCoding: JSONStringCodablePrefsCodable {}
