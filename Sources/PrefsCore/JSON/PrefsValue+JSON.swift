import Foundation

/// Builds stored values from JSON exactly, as preference files read them; `nil` marks a value that has no exact
/// ``PrefsValue`` form: `null`, an integer beyond `Int`, a number beyond `Double` (`1e400`), a string with an
/// unpaired surrogate escape (as a value or in a key), or an object with two keys that differ only in Unicode
/// normalisation (which `[String: PrefsValue]` cannot keep apart). A container holding such a value has none either.
///
/// Duplicate keys: the last member wins, as in every other reader.
struct StoredValueBuilder: JSONBuilder {
    func null() -> PrefsValue? { nil }
    func bool(_ value: Bool) -> PrefsValue? { .bool(value) }

    func number(_ literal: UnsafeBufferPointer<UInt8>, isInteger: Bool) -> PrefsValue? {
        if isInteger { return Self.integer(literal).map(PrefsValue.int) }
        return Self.double(literal).map(PrefsValue.double)
    }

    package func string(_ value: String, isExact: Bool) -> PrefsValue? { isExact ? .string(value) : nil }

    func array(_ elements: [PrefsValue?]) -> PrefsValue? {
        var values: [PrefsValue] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            guard let element else { return nil }
            values.append(element)
        }
        return .array(values)
    }

    func object(_ members: [(key: String, value: PrefsValue?)], exactKeys: Bool) -> PrefsValue? {
        guard exactKeys, let values = Self.dictionary(members) else { return nil }
        return .dictionary(values)
    }

    /// The members as a dictionary (of duplicate keys the last wins), or `nil` when a value has no exact form or
    /// two keys differ only in Unicode normalisation.
    static func dictionary(_ members: [(key: String, value: PrefsValue?)]) -> [String: PrefsValue]? {
        var values: [String: PrefsValue] = [:]
        values.reserveCapacity(members.count)
        var unrepresentable: Set<ExactKey> = []
        for (key, value) in members {
            if let existing = values.index(forKey: key) {
                // Two keys that differ only in normalisation: two keys, one dictionary slot.
                guard ExactKey.equal(values.keys[existing], key) else { return nil }
            }
            if let value {
                values[key] = value
                if !unrepresentable.isEmpty { unrepresentable.remove(ExactKey(key)) }
            } else {
                values[key] = nil
                unrepresentable.insert(ExactKey(key))
            }
        }
        return unrepresentable.isEmpty ? values : nil
    }

    /// An integer literal's value, or `nil` beyond `Int`.
    static func integer(_ literal: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = literal.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var value = 0
        while index < literal.count {
            let digit = Int(literal[index] &- UInt8(ascii: "0"))
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// The nearest double to a number literal, or `nil` when it is beyond `Double`'s range.
    static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
        // `strtod` needs a terminated string; literals are short, so a stack copy is cheap.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: literal.count + 1) { buffer in
            for index in 0..<literal.count { buffer[index] = CChar(bitPattern: literal[index]) }
            buffer[literal.count] = 0
            let value = strtod(buffer.baseAddress!, nil)
            return value.isFinite ? value : nil
        }
    }
}

/// A JSON value that does not fit the type asked for, and where it is.
struct JSONTypeError: Error, Sendable, Equatable {
    /// The path of the value: `default`, `options[2].value`, `default.width`.
    let path: String
    let message: String
}

extension PrefsValue {
    /// Reads a stored value of `type` from its JSON form (as ``JSONWriter`` writes it); `nil` reads a value nested in
    /// an array or a dictionary, typed by its JSON form: an integer literal is an `int`, another number a `double`.
    ///
    /// A `double` also accepts an integer literal and the strings `"nan"`, `"inf"` and `"-inf"`; an `int` a number
    /// with a zero fraction; a `date` an ISO 8601 string with a zone; `data` a base64 string.
    /// - Throws: ``JSONTypeError`` naming `path` and what was expected.
    init(json: JSONValue, as type: PrefsValueType?, path: String) throws(JSONTypeError) {
        func mismatch(_ expected: String) -> JSONTypeError {
            JSONTypeError(path: path, message: "expected \(expected), found \(json.kindDescription)")
        }
        switch (type, json) {
        case (_, .stored(let value)):
            self = value
        case (.bool, .bool(let value)), (nil, .bool(let value)), (.codable, .bool(let value)):
            self = .bool(value)
        case (.int, .number(let literal)):
            guard let value = Self.integer(literal) else { throw mismatch("an integer") }
            self = .int(value)
        case (.double, .number(let literal)):
            guard let value = Double(literal), value.isFinite else { throw mismatch("a number") }
            self = .double(value)
        case (.double, .string(let text)):
            guard let value = Double(nonFiniteText: text) else { throw mismatch("a number") }
            self = .double(value)
        case (nil, .number(let literal)), (.codable, .number(let literal)):
            if JSONValue.isIntegerLiteral(literal), let value = Int(literal) {
                self = .int(value)
            } else {
                guard let value = Double(literal), value.isFinite else { throw mismatch("a number") }
                self = .double(value)
            }
        case (.string, .string(let text)), (nil, .string(let text)), (.codable, .string(let text)):
            self = .string(text)
        case (.data, .string(let text)):
            guard let data = Data(base64Encoded: text) else { throw mismatch("base64 data") }
            self = .data(data)
        case (.date, .string(let text)):
            guard let date = PrefsDateString.date(from: text) else { throw mismatch("an ISO 8601 date") }
            self = .date(date)
        case (.array, .array(let elements)), (nil, .array(let elements)), (.codable, .array(let elements)):
            var values: [PrefsValue] = []
            for (index, element) in elements.enumerated() {
                values.append(try PrefsValue(json: element, as: nil, path: "\(path)[\(index)]"))
            }
            self = .array(values)
        case (.dictionary, .object(let members)), (nil, .object(let members)), (.codable, .object(let members)):
            var values: [String: PrefsValue] = [:]
            for member in members {
                values[member.key] = try PrefsValue(json: member.value, as: nil, path: "\(path).\(member.key)")
            }
            self = .dictionary(values)
        default:
            throw mismatch(type.map(Self.expected) ?? "a value")
        }
    }

    private static func expected(_ type: PrefsValueType) -> String {
        switch type {
        case .bool: "a boolean"
        case .int: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .data: "base64 data"
        case .date: "an ISO 8601 date"
        case .array: "an array"
        case .dictionary: "an object"
        case .codable: "a value"
        }
    }

    /// An integer from a literal, also when written with a zero fraction (`14.0`, `1e3`) within the range where
    /// doubles are exact.
    private static func integer(_ literal: String) -> Int? {
        if let value = Int(literal) { return value }
        guard let value = Double(literal), value == value.rounded(), abs(value) < 9_007_199_254_740_992 else {
            return nil
        }
        return Int(value)
    }
}
