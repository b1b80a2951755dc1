public import Foundation

// The types sindresorhus/Defaults stores without a coding, stored in the form Defaults writes for each, so that a
// file (or a UserDefaults domain) a Defaults app wrote reads under a Prefs schema with the same keys, and what Prefs
// writes reads back in that app. Docs/Coding.md lists the forms ("Types Defaults stores").

// MARK: Integers of every width

extension Int8: PrefsStorageValue {
    /// Reads an integer the type can hold; `300` is unreadable.
    public init?(prefsValue: PrefsValue) {
        guard let value = Int(prefsValue: prefsValue).flatMap(Self.init(exactly:)) else { return nil }
        self = value
    }
    /// The number as an `int`, as `UserDefaults` keeps every integer.
    public var prefsValue: PrefsValue { .int(Int(self)) }
}

extension Int16: PrefsStorageValue {
    /// Reads an integer the type can hold.
    public init?(prefsValue: PrefsValue) {
        guard let value = Int(prefsValue: prefsValue).flatMap(Self.init(exactly:)) else { return nil }
        self = value
    }
    /// The number as an `int`.
    public var prefsValue: PrefsValue { .int(Int(self)) }
}

extension Int32: PrefsStorageValue {
    /// Reads an integer the type can hold.
    public init?(prefsValue: PrefsValue) {
        guard let value = Int(prefsValue: prefsValue).flatMap(Self.init(exactly:)) else { return nil }
        self = value
    }
    /// The number as an `int`.
    public var prefsValue: PrefsValue { .int(Int(self)) }
}

extension Int64: PrefsStorageValue {
    /// Reads an integer the type can hold.
    public init?(prefsValue: PrefsValue) {
        guard let value = Int(prefsValue: prefsValue).flatMap(Self.init(exactly:)) else { return nil }
        self = value
    }
    /// The number as an `int`.
    public var prefsValue: PrefsValue { .int(Int(self)) }
}

extension UInt8: PrefsStorageValue {
    /// Reads an integer the type can hold; `-1` and `256` are unreadable.
    public init?(prefsValue: PrefsValue) {
        guard let value = Int(prefsValue: prefsValue).flatMap(Self.init(exactly:)) else { return nil }
        self = value
    }
    /// The number as an `int`.
    public var prefsValue: PrefsValue { .int(Int(self)) }
}

extension UInt16: PrefsStorageValue {
    /// Reads an integer the type can hold.
    public init?(prefsValue: PrefsValue) {
        guard let value = Int(prefsValue: prefsValue).flatMap(Self.init(exactly:)) else { return nil }
        self = value
    }
    /// The number as an `int`.
    public var prefsValue: PrefsValue { .int(Int(self)) }
}

extension UInt32: PrefsStorageValue {
    /// Reads an integer the type can hold.
    public init?(prefsValue: PrefsValue) {
        guard let value = Int(prefsValue: prefsValue).flatMap(Self.init(exactly:)) else { return nil }
        self = value
    }
    /// The number as an `int`.
    public var prefsValue: PrefsValue { .int(Int(self)) }
}

// `UInt` and `UInt64` hold values no `Int` can, so they are not storable as they are: `@Pref` stores them through
// `IntegerPrefsCoding` (see `_PrefsRuntime.storedAsIs()`), which refuses a value above `Int.max` rather than change it.

// MARK: CGFloat

extension CGFloat: PrefsStorageValue {
    /// Reads a number, as `Double` does.
    public init?(prefsValue: PrefsValue) {
        guard let value = Double(prefsValue: prefsValue) else { return nil }
        self.init(value)
    }
    /// The number as a `double`.
    public var prefsValue: PrefsValue { .double(Double(self)) }
}

// MARK: URL and UUID

extension URL: PrefsStorageValue {
    /// Reads a JSON string holding the URL's text (`"\"https://example.com\""`, the form Defaults writes), or the
    /// URL's text itself (the form `.urlString` writes).
    public init?(prefsValue: PrefsValue) {
        guard case .string(let text) = prefsValue else { return nil }
        var address = text
        if text.hasPrefix("\"") {
            guard case .string(let inner)? = try? JSONValue(parsing: text) else { return nil }
            address = inner
        }
        guard let url = URL(string: address) else { return nil }
        self = url
    }
    /// The URL's `absoluteString` as a JSON string: `"\"https://example.com/a%20b\""`.
    public var prefsValue: PrefsValue { .string(JSONWriter.oneLine(.string(absoluteString))) }
}

extension UUID: PrefsStorageValue {
    /// Reads the UUID's text, in either case.
    public init?(prefsValue: PrefsValue) {
        guard case .string(let text) = prefsValue, let uuid = UUID(uuidString: text) else { return nil }
        self = uuid
    }
    /// `uuidString`: `"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`.
    public var prefsValue: PrefsValue { .string(uuidString) }
}

// MARK: Sizes, points and rectangles

extension CGSize: PrefsStorageValue {
    /// Reads the JSON text `"[width,height]"` (the form Defaults writes), the same as an array `[width, height]`,
    /// or an object `{"width": …, "height": …}`, as text or as stored.
    public init?(prefsValue: PrefsValue) {
        guard let numbers = GeometryForm.numbers(prefsValue, names: ("width", "height")) else { return nil }
        self.init(width: numbers.0, height: numbers.1)
    }
    /// The JSON text `"[width,height]"`: `"[500,650]"`.
    public var prefsValue: PrefsValue { .string(GeometryForm.text([width, height])) }
}

extension CGPoint: PrefsStorageValue {
    /// Reads the JSON text `"[x,y]"` (the form Defaults writes), the same as an array `[x, y]`, or an object
    /// `{"x": …, "y": …}`, as text or as stored.
    public init?(prefsValue: PrefsValue) {
        guard let numbers = GeometryForm.numbers(prefsValue, names: ("x", "y")) else { return nil }
        self.init(x: numbers.0, y: numbers.1)
    }
    /// The JSON text `"[x,y]"`: `"[10,20.5]"`.
    public var prefsValue: PrefsValue { .string(GeometryForm.text([x, y])) }
}

extension CGRect: PrefsStorageValue {
    /// Reads the JSON text `"[[x,y],[width,height]]"` (the form Defaults writes), the same as an array, or an
    /// object `{"origin": {"x": …, "y": …}, "size": {"width": …, "height": …}}`, as text or as stored.
    public init?(prefsValue: PrefsValue) {
        guard let pair = GeometryForm.pair(prefsValue, names: ("origin", "size")),
            let origin = CGPoint(prefsValue: pair.0), let size = CGSize(prefsValue: pair.1)
        else { return nil }
        self.init(origin: origin, size: size)
    }
    /// The JSON text `"[[x,y],[width,height]]"`: `"[[0,0],[800,600]]"`.
    public var prefsValue: PrefsValue {
        .string("[\(GeometryForm.text([origin.x, origin.y])),\(GeometryForm.text([size.width, size.height]))]")
    }
}

/// The JSON text Defaults keeps sizes, points and rectangles in: what `JSONEncoder` makes of their `Codable` form.
enum GeometryForm {
    /// `[500,650.5]`: whole numbers without a fraction, others as Swift prints them.
    static func text(_ numbers: [CGFloat]) -> String {
        "[" + numbers.map { ValueFormat.text(of: Double($0)) }.joined(separator: ",") + "]"
    }

    /// Two numbers, from `[a, b]` or `{names.0: a, names.1: b}`, stored as such or as JSON text.
    static func numbers(_ value: PrefsValue, names: (String, String)) -> (CGFloat, CGFloat)? {
        guard let pair = pair(value, names: names), let first = Double(prefsValue: pair.0),
            let second = Double(prefsValue: pair.1)
        else { return nil }
        return (CGFloat(first), CGFloat(second))
    }

    /// Two values, from `[a, b]` or `{names.0: a, names.1: b}`, stored as such or as JSON text.
    static func pair(_ value: PrefsValue, names: (String, String)) -> (PrefsValue, PrefsValue)? {
        switch value {
        case .string(let text):
            guard let json = try? JSONValue(parsing: text), let parsed = try? PrefsValue(json: json, as: nil, path: "")
            else { return nil }
            if case .string = parsed { return nil }
            return pair(parsed, names: names)
        case .array(let elements):
            return elements.count == 2 ? (elements[0], elements[1]) : nil
        case .dictionary(let members):
            guard members.count == 2, let first = members[names.0], let second = members[names.1] else { return nil }
            return (first, second)
        default:
            return nil
        }
    }
}

// MARK: Sets and ranges

extension Set: PrefsStorageValue where Element: PrefsStorageValue {
    /// Reads an array whose every element has the element type (duplicates are merged); one mismatched element fails
    /// the whole read.
    public init?(prefsValue: PrefsValue) {
        guard let elements = [Element](prefsValue: prefsValue) else { return nil }
        self.init(elements)
    }
    /// An array of the elements' forms, in the order of their text, so the same set always stores the same array.
    public var prefsValue: PrefsValue { .array(StoredOrder.sorted(map(\.prefsValue), by: { $0 })) }
}

extension Range: PrefsStorageValue where Bound: PrefsStorageValue {
    /// Reads `[lowerBound, upperBound]`; two bounds out of order, or another count, are unreadable.
    public init?(prefsValue: PrefsValue) {
        guard case .array(let bounds) = prefsValue, bounds.count == 2,
            let lower = Bound(prefsValue: bounds[0]), let upper = Bound(prefsValue: bounds[1]), lower <= upper
        else { return nil }
        self = lower..<upper
    }
    /// `[lowerBound, upperBound]`: `[1, 5]` for `1..<5`.
    public var prefsValue: PrefsValue { .array([lowerBound.prefsValue, upperBound.prefsValue]) }
}

extension ClosedRange: PrefsStorageValue where Bound: PrefsStorageValue {
    /// Reads `[lowerBound, upperBound]`; two bounds out of order, or another count, are unreadable.
    public init?(prefsValue: PrefsValue) {
        guard case .array(let bounds) = prefsValue, bounds.count == 2,
            let lower = Bound(prefsValue: bounds[0]), let upper = Bound(prefsValue: bounds[1]), lower <= upper
        else { return nil }
        self = lower...upper
    }
    /// `[lowerBound, upperBound]`: `[1, 5]` for `1...5`.
    public var prefsValue: PrefsValue { .array([lowerBound.prefsValue, upperBound.prefsValue]) }
}

/// Ranges, whose stored form errors describe.
protocol StoredRange {}
extension Range: StoredRange {}
extension ClosedRange: StoredRange {}

/// The stored form of the types whose form is not obvious, or the values an enum allows, as errors describe them.
enum ExpectedForm {
    static func of(_ type: Any.Type) -> String? {
        switch type {
        case is CGSize.Type: "[width,height], such as [500,650]"
        case is CGPoint.Type: "[x,y], such as [10,20]"
        case is CGRect.Type: "[[x,y],[width,height]], such as [[0,0],[800,600]]"
        case is UUID.Type: "a UUID, such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        case is any StoredRange.Type: "[lowerBound,upperBound], such as [1,5]"
        case let enumeration as any (CaseIterable & RawRepresentable).Type: rawValues(of: enumeration)
        default: nil
        }
    }

    private static func rawValues<Enumeration: CaseIterable & RawRepresentable>(of type: Enumeration.Type) -> String? {
        let values = type.allCases.compactMap { ($0.rawValue as? any PrefsStorageValue)?.prefsValue }
        guard !values.isEmpty else { return nil }
        return "one of " + values.map(\.messageForm).joined(separator: ", ")
    }
}

extension Set: StoredArray where Element: PrefsStorageValue {}
extension Range: StoredArray where Bound: PrefsStorageValue {}
extension ClosedRange: StoredArray where Bound: PrefsStorageValue {}

/// A stable order for the elements of a set, which Swift iterates in a different order in each process.
enum StoredOrder {
    /// `values` in the order of the JSON text of their stored forms.
    static func sorted<Element>(_ values: [Element], by form: (Element) -> PrefsValue) -> [Element] {
        values.map { (JSONWriter.oneLine(.stored(form($0))), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
