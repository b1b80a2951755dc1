/// Two codings in series: the first converts the preference's value, the second stores what the first produced.
///
/// A tuple lets one coding reuse another's stored form. You rarely name it: the chaining constructors build it,
/// such as ``PrefsCodable/base64DataString(encodingOptions:decodingOptions:)`` on a coding that produces `Data`,
/// ``PrefsCodable/boolAsInteger(decodingStrategy:)`` and ``PrefsCodable/boolAsString(_:)`` on one that produces
/// `Bool`, and ``PrefsCodable/intAsString`` on one that produces `Int`.
///
/// ```swift
/// struct Frame: Codable { var x, y, width, height: Double }
///
/// // Frame → JSON Data → base64 String: stored as "eyJoZWlnaHQiOjIs…"
/// @Pref(coding: JSONDataCodablePrefsCoding<Frame>().base64DataString()) var frame: Frame?
/// ```
///
/// Encoding fails when either coding fails, and so does decoding; the preference then behaves as for any failed
/// coding (see ``PrefsCodable``).
public struct PrefsCodingTuple<First: PrefsCodable, Second: PrefsCodable>: PrefsCodable
where First.StorageValue == Second.Value {
    /// The preference's type: the first coding's value.
    public typealias Value = First.Value
    /// The stored type: the second coding's stored value.
    public typealias StorageValue = Second.StorageValue

    /// The coding applied first when encoding (and last when decoding).
    ///
    /// ```swift
    /// JSONDataCodablePrefsCoding<Frame>().base64DataString().first  // JSONDataCodablePrefsCoding<Frame>
    /// ```
    public let first: First
    /// The coding applied to the first coding's output.
    ///
    /// ```swift
    /// JSONDataCodablePrefsCoding<Frame>().base64DataString().second  // Base64StringDataPrefsCoding
    /// ```
    public let second: Second

    /// Chains `first` and `second`.
    ///
    /// ```swift
    /// let coding = PrefsCodingTuple(IntegerPrefsCoding<UInt8>(), IntegerStringPrefsCoding<Int>())
    /// coding.encode(prefsValue: 200)  // "200"
    /// ```
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// `.codable` when either coding hides a structured value (JSON), else the kind of the final stored value.
    ///
    /// ```swift
    /// PrefsCodingTuple<JSONDataCodablePrefsCoding<Frame>, Base64StringDataPrefsCoding>.valueType  // .codable
    /// ```
    public static var valueType: PrefsValueType {
        First.valueType == .codable || Second.valueType == .codable ? .codable : Second.valueType
    }

    /// Encodes with the first coding, then the second; `nil` when either fails.
    ///
    /// ```swift
    /// AtomicPrefsCoding<Bool>().boolAsInteger().encode(prefsValue: true)  // 1
    /// ```
    public func encode(prefsValue: First.Value) -> Second.StorageValue? {
        first.encode(prefsValue: prefsValue).flatMap(second.encode(prefsValue:))
    }

    /// Decodes with the second coding, then the first; `nil` when either fails.
    ///
    /// ```swift
    /// AtomicPrefsCoding<Bool>().boolAsInteger().decode(prefsValue: 0)  // false
    /// ```
    public func decode(prefsValue: Second.StorageValue) -> First.Value? {
        second.decode(prefsValue: prefsValue).flatMap(first.decode(prefsValue:))
    }
}
