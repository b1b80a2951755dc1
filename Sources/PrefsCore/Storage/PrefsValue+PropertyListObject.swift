import Foundation

/// Conversions between stored values and the objects `UserDefaults` keeps (`Bool`, `NSNumber`, `String`, `Data`,
/// `Date`, arrays and dictionaries of them).
extension PrefsValue {
    /// The value of a property-list object (`Bool`, `NSNumber`, `String`, `Data`, `Date`, arrays, dictionaries).
    package init?(propertyListObject item: Any) {
        guard let value = Self.converting(item) else { return nil }
        self = value
    }

    private static func converting(_ item: Any) -> PrefsValue? {
        // The exact types `PropertyListSerialization` produces are tested first: a cast that fails is costly (it
        // looks for bridging conversions), and a file holds thousands of values.
        switch ObjectIdentifier(type(of: item)) {
        case ObjectIdentifier(String.self): if let text = item as? String { return .string(text) }
        case ObjectIdentifier(Bool.self): if let flag = item as? Bool { return .bool(flag) }
        case ObjectIdentifier(NSNumber.self): if let number = item as? NSNumber { return converting(number) }
        case ObjectIdentifier(Data.self): if let data = item as? Data { return .data(data) }
        case ObjectIdentifier(Date.self): if let date = item as? Date { return .date(date) }
        default: break
        }
        switch item {
        case let text as String: return .string(text)
        case let data as Data: return .data(data)
        case let date as Date: return .date(date)
        case let number as NSNumber: return converting(number)
        case let array as [Any]:
            var values: [PrefsValue] = []
            for element in array {
                guard let value = PrefsValue(propertyListObject: element) else { return nil }
                values.append(value)
            }
            return .array(values)
        case let dictionary as [String: Any]:
            var values: [String: PrefsValue] = [:]
            for (key, element) in dictionary {
                guard let value = PrefsValue(propertyListObject: element) else { return nil }
                values[key] = value
            }
            return .dictionary(values)
        default: return nil
        }
    }

    /// A number by its real type: `c`/`B` (boolean), `d`/`f` (real), otherwise an integer.
    private static func converting(_ number: NSNumber) -> PrefsValue {
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "B"): .bool(number.boolValue)
        case UInt8(ascii: "d"), UInt8(ascii: "f"): .double(number.doubleValue)
        default: .int(number.intValue)
        }
    }

    /// This value as a property-list object.
    package var propertyListObject: Any {
        switch self {
        case .bool(let flag): flag
        case .int(let number): number
        case .double(let number): number
        case .string(let text): text
        case .data(let data): data
        case .date(let date): date
        case .array(let values): values.map(\.propertyListObject)
        case .dictionary(let values): values.mapValues(\.propertyListObject)
        }
    }
}
