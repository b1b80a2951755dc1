package import Foundation

/// A value exactly as a property list holds it.
///
/// The cases are the property-list types, with nothing lost on the way in or out:
/// - integers keep their full range, `-2^63 ... 2^64 - 1`: ``integer(_:)`` up to `Int64.max` and
///   ``unsignedInteger(_:)`` above it (a 16-byte integer in a binary property list, as Core Foundation and `plistlib`
///   write such values);
/// - reals and dates keep their bits (`-0.0`, subnormals, NaN payloads in binary property lists);
/// - strings keep their Unicode scalars: two strings that differ only in normalisation (`"é"` as one scalar or as `e`
///   and a combining accent) are different strings, as they are to Core Foundation and Python;
/// - dictionaries keep every member under its exact key (``PropertyListDictionary``);
/// - what Core Foundation reads but no preference type holds — keyed-archive references (``uid(_:)``), 16-byte
///   integers beyond that range (``wideInteger(_:)``), null and sets (binary only) — is read too, so that a file
///   holding one stays readable and the value is written back as it was.
///
/// Equality (`==`) is identity of the stored form: reals and dates are equal when their bits are, strings when their
/// scalars are, dictionaries when they hold the same members in any order.
package enum PropertyListValue: Sendable {
    case bool(Bool)
    case integer(Int64)
    /// An integer above `Int64.max`. Values up to `Int64.max` are always ``integer(_:)``.
    case unsignedInteger(UInt64)
    case real(Double)
    case string(String)
    case data(Data)
    /// Seconds since 2001-01-01T00:00:00Z, bit for bit as stored (binary) or whole seconds (XML).
    case date(Double)
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)
    /// A keyed-archive reference (`CF$UID`): binary object type `0x8`, or in XML a dictionary whose one member is
    /// `CF$UID` with an integer from 0 to `UInt32.max`, as Core Foundation reads and writes it.
    case uid(UInt64)
    /// A 16-byte integer outside `-2^63 ... 2^64 - 1` (binary only), kept as its 16 bytes.
    case wideInteger(Int128)
    /// Null (binary object `0x00`), which Core Foundation and `plistlib` read.
    case null
    /// A set (binary object type `0xC`), which Core Foundation reads; its elements in the file's order.
    case set([PropertyListValue])

    /// The integer `value`, as ``integer(_:)`` when it fits `Int64` and ``unsignedInteger(_:)`` otherwise.
    static func integer(unsigned value: UInt64) -> PropertyListValue {
        value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
    }
}

extension PropertyListValue: Equatable {
    package static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.unsignedInteger(let a), .unsignedInteger(let b)): a == b
        case (.real(let a), .real(let b)): a.bitPattern == b.bitPattern
        case (.date(let a), .date(let b)): a.bitPattern == b.bitPattern
        case (.string(let a), .string(let b)): ExactKey.equal(a, b)
        case (.data(let a), .data(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        case (.uid(let a), .uid(let b)): a == b
        case (.wideInteger(let a), .wideInteger(let b)): a == b
        case (.null, .null): true
        case (.set(let a), .set(let b)): a == b
        default: false
        }
    }
}
