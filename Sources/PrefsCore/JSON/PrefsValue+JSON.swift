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
        if isInteger { return ValueFormat.integer(literal).map(PrefsValue.int) }
        return ValueFormat.double(literal).map(PrefsValue.double)
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
            guard let value = ValueFormat.wholeNumber(literal) else { throw mismatch("an integer") }
            self = .int(value)
        case (.double, .number(let literal)):
            guard let value = ValueFormat.double(literal) else { throw mismatch("a number") }
            self = .double(value)
        case (.double, .string(let text)):
            guard let value = Double(nonFiniteText: text) else { throw mismatch("a number") }
            self = .double(value)
        case (nil, .number(let literal)), (.codable, .number(let literal)):
            if JSONValue.isIntegerLiteral(literal), let value = ValueFormat.integer(literal) {
                self = .int(value)
            } else {
                guard let value = ValueFormat.double(literal) else { throw mismatch("a number") }
                self = .double(value)
            }
        case (.string, .string(let text)), (nil, .string(let text)), (.codable, .string(let text)):
            self = .string(text)
        case (.data, .string(let text)):
            guard let data = ValueFormat.data(fromText: text) else { throw mismatch(PrefsValueType.data.jsonPhrase) }
            self = .data(data)
        case (.date, .string(let text)):
            guard let date = ValueFormat.date(fromText: text) else { throw mismatch(PrefsValueType.date.jsonPhrase) }
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
            throw mismatch(type.map(\.jsonPhrase) ?? "a value")
        }
    }
}
