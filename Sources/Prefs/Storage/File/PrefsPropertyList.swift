import Foundation

/// Converts between property lists and ``PrefsValue`` with no loss of type: `<true/>` stays `Bool`, `<integer>`
/// stays `Int`, `<real>` stays `Double`.
///
/// Parsing and serialising use `PropertyListSerialization`; this type only converts its `Any` values, looking at the
/// dynamic type (`Bool`) and at `NSNumber.objCType` (`d`/`f` for reals) because Foundation bridges numbers loosely.
enum PrefsPropertyList {
    /// The deepest nesting of arrays and dictionaries accepted in an XML property list; deeper files are rejected
    /// before parsing, so that a hostile file cannot exhaust the parser's stack.
    static let maximumDepth = 512

    static func values(from bytes: [UInt8]) throws(PrefsFileError.Problem) -> [String: PrefsValue] {
        guard nestingDepth(of: bytes) <= maximumDepth else {
            throw .invalidPropertyList(message: "nesting deeper than \(maximumDepth) levels")
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw .invalidPropertyList(message: (error as NSError).localizedDescription)
        }
        // `[AnyHashable: Any]` is what `PropertyListSerialization` returns on Linux: taking it as it is spares a
        // conversion of the whole dictionary; each key is checked below.
        guard let dictionary = root as? [AnyHashable: Any] else {
            throw .wrongTopLevelType(found: typeName(of: root))
        }
        var values: [String: PrefsValue] = [:]
        values.reserveCapacity(dictionary.count)
        for (anyKey, item) in dictionary {
            guard let key = anyKey.base as? String else { throw .wrongTopLevelType(found: typeName(of: root)) }
            guard let value = PrefsValue(propertyListObject: item) else {
                throw .invalidPropertyList(
                    message: "the value of '\(key)' is a \(type(of: item)), not a property-list type")
            }
            values[key] = value
        }
        return values
    }

    /// The bytes of a property list holding `values`: XML from ``PrefsPropertyListWriter`` when it can write them,
    /// otherwise (and for the binary format) from `PropertyListSerialization`.
    static func data(
        from values: [String: PrefsValue], format: PrefsPListFormat
    ) throws(PrefsFileError.Problem) -> [UInt8] {
        if format == .xml, values.allSatisfy(PrefsPropertyListWriter.canWrite) {
            return PrefsPropertyListWriter.document(values: values).bytes
        }
        return try serialized(values, format: format)
    }

    /// The bytes `PropertyListSerialization` makes of `values`.
    static func serialized(
        _ values: [String: PrefsValue], format: PrefsPListFormat
    ) throws(PrefsFileError.Problem) -> [UInt8] {
        do {
            let data = try PropertyListSerialization.data(
                fromPropertyList: values.mapValues(\.propertyListObject), format: format == .xml ? .xml : .binary,
                options: 0)
            return [UInt8](data)
        } catch {
            throw .system(operation: "encode property list", code: 0, message: "\(error)")
        }
    }

    /// `value` with every date truncated to the whole second, as the XML form stores it.
    static func wholeSecondDates(_ value: PrefsValue) -> PrefsValue {
        switch value {
        case .date(let date):
            .date(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down)))
        case .array(let values): .array(values.map(wholeSecondDates))
        case .dictionary(let values): .dictionary(values.mapValues(wholeSecondDates))
        default: value
        }
    }

    private static func typeName(of item: Any) -> String {
        switch item {
        case is [Any]: "an array"
        case is String: "a string"
        case is NSNumber: "a number"
        case is Date: "a date"
        case is Data: "data"
        default: "a \(type(of: item))"
        }
    }

    /// The deepest nesting of `<array>`/`<dict>` opening tags in an XML property list (0 for binary ones).
    private static func nestingDepth(of bytes: [UInt8]) -> Int {
        guard !bytes.starts(with: Array("bplist".utf8)) else { return 0 }
        var depth = 0
        var deepest = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "a") || next == UInt8(ascii: "d") {
                    let tag = bytes[(index + 1)..<min(bytes.count, index + 7)]
                    if tag.starts(with: Array("array>".utf8)) || tag.starts(with: Array("dict>".utf8)) {
                        depth += 1
                        deepest = max(deepest, depth)
                    }
                } else if next == UInt8(ascii: "/") {
                    let tag = bytes[(index + 2)..<min(bytes.count, index + 8)]
                    if tag.starts(with: Array("array>".utf8)) || tag.starts(with: Array("dict>".utf8)) { depth -= 1 }
                }
            }
            index += 1
        }
        return deepest
    }
}

extension PrefsValue {
    /// The value of a property-list object (`Bool`, `NSNumber`, `String`, `Data`, `Date`, arrays, dictionaries).
    init?(propertyListObject item: Any) {
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
    var propertyListObject: Any {
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
