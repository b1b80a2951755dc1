public import Foundation

/// A value as a storage keeps it: the common ground of a dictionary, a JSON file and a property list.
///
/// Every preference is encoded to a `PrefsValue` before it reaches storage and decoded from one when it is read.
/// The cases are the property-list types, so any storage can keep any value without losing its type:
/// an `Int` stays an integer, a `Bool` stays a boolean, and `Date` and `Data` keep their identity.
///
/// ```swift
/// let value: PrefsValue = .dictionary(["size": .double(14), "bold": .bool(true)])
/// ```
///
/// `Float` has no case of its own: it is kept as the `Double` of the same value, which converts back exactly.
///
/// Two values are equal when they would be stored identically: strings compare by their Unicode scalars (so an
/// `é` written as one scalar differs from `e` followed by a combining accent, although Swift's `String` calls them
/// equal), and doubles and dates by their bits (`-0.0` differs from `0.0`; a NaN equals the same NaN). That is what
/// storages use to decide whether a write changes anything, so no write that changes the stored bytes is skipped.
public enum PrefsValue: Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case data(Data)
    case date(Date)
    case array([PrefsValue])
    case dictionary([String: PrefsValue])
}

extension PrefsValue: Hashable {
    public static func == (lhs: PrefsValue, rhs: PrefsValue) -> Bool {
        switch (lhs, rhs) {
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a.bitPattern == b.bitPattern
        case (.string(let a), .string(let b)): ExactKey.equal(a, b)
        case (.data(let a), .data(let b)): a == b
        case (.date(let a), .date(let b)):
            a.timeIntervalSinceReferenceDate.bitPattern == b.timeIntervalSinceReferenceDate.bitPattern
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && a.allSatisfy { key, value in b[key].map { $0 == value } ?? false }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .bool(let value):
            hasher.combine(0 as UInt8)
            hasher.combine(value)
        case .int(let value):
            hasher.combine(1 as UInt8)
            hasher.combine(value)
        case .double(let value):
            hasher.combine(2 as UInt8)
            hasher.combine(value.bitPattern)
        case .string(let value):
            hasher.combine(3 as UInt8)
            hasher.combine(ExactKey(value))
        case .data(let value):
            hasher.combine(4 as UInt8)
            hasher.combine(value)
        case .date(let value):
            hasher.combine(5 as UInt8)
            hasher.combine(value.timeIntervalSinceReferenceDate.bitPattern)
        case .array(let values):
            hasher.combine(6 as UInt8)
            hasher.combine(values)
        case .dictionary(let values):
            hasher.combine(7 as UInt8)
            hasher.combine(values.count)
            // Order-independent: the members' hashes are summed.
            var sum = 0
            for (key, value) in values {
                var member = Hasher()
                member.combine(ExactKey(key))
                member.combine(value)
                sum &+= member.finalize()
            }
            hasher.combine(sum)
        }
    }
}

extension PrefsValue {
    /// The name of this value's type, as error messages and the settings tree spell it
    /// (`bool`, `int`, `double`, `string`, `data`, `date`, `array`, `dictionary`).
    public var typeName: String { kind.rawValue }

    /// The kind of this value.
    var kind: PrefsValueType {
        switch self {
        case .bool: .bool
        case .int: .int
        case .double: .double
        case .string: .string
        case .data: .data
        case .date: .date
        case .array: .array
        case .dictionary: .dictionary
        }
    }
}
