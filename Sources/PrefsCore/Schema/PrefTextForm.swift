import Foundation

/// Converts preference values between their value form and text: what a person types and reads at a terminal, and
/// what environment variables and command-line arguments hold.
///
/// Every type has one text form, used both ways, so that what `get` prints can be given to `set`:
/// numbers as written (`14`, `0.75`), booleans as `true`/`false` (`yes`, `no`, `on`, `off`, `1`, `0` are accepted),
/// strings as they are, dates in ISO 8601 with a zone, data in base64, and arrays, dictionaries and `Codable` values
/// as JSON. A preference with options also accepts an option's label (`Dark` for `dark`). The type is the
/// preference's value type, whatever its coding stores: a `Bool` kept as `"yes"` is set with `true`.
package enum PrefTextForm {
    // MARK: Reading what was typed

    /// The value, in the preference's value form, that `text` stands for.
    /// - Throws: ``PrefTextError`` naming the key, the text and what was expected.
    package static func parse(_ text: String, for slot: _PrefsRuntime.AnyDescriptor) throws(PrefTextError) -> PrefsValue
    {
        let options = slot.constraint?.allowed ?? []
        if let option = options.first(where: { matches(label: $0.label, text) }) { return option.value }
        do {
            return try value(of: text, for: slot)
        } catch {
            guard !options.isEmpty else { throw error }
            let allowed = PrefsValueConstraint(allowed: options).violation(of: .string("\u{0}")) ?? ""
            throw PrefTextError(key: slot.key, text: text, expected: allowed, isDisallowedOption: true)
        }
    }

    private static func value(of text: String, for slot: _PrefsRuntime.AnyDescriptor) throws(PrefTextError)
        -> PrefsValue
    {
        func invalid(_ expected: String) -> PrefTextError {
            PrefTextError(key: slot.key, text: text, expected: expected)
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if slot.showsJSON {
            // A Codable value as its own JSON, whatever its coding wraps it in.
            let json = try json(trimmed, key: slot.key)
            guard let form = slot.form(fromValueJSON: json) else {
                throw invalid("a valid \(slot.expectedDescription)")
            }
            return form
        }
        switch slot.valueType {
        case .bool:
            guard let flag = ValueFormat.bool(fromText: trimmed) else { throw invalid(PrefsValueType.bool.phrase) }
            return .bool(flag)
        case .int:
            guard let number = ValueFormat.integer(trimmed) else { throw invalid(PrefsValueType.int.phrase) }
            return .int(number)
        case .double:
            guard let number = ValueFormat.double(fromText: trimmed) else {
                throw invalid(PrefsValueType.double.phrase)
            }
            return .double(number)
        case .string:
            return .string(text)
        case .data:
            guard let data = ValueFormat.data(fromText: trimmed) else { throw invalid(PrefsValueType.data.phrase) }
            return .data(data)
        case .date:
            guard let date = ValueFormat.date(fromText: trimmed) else { throw invalid(PrefsValueType.date.phrase) }
            return .date(date)
        case .array, .dictionary, .codable:
            let value: PrefsValue
            do {
                value = try PrefsValue(json: try json(trimmed, key: slot.key), as: slot.valueType, path: slot.key)
            } catch {
                throw invalid(slot.valueType.phrase)
            }
            return value
        }
    }

    private static func json(_ text: String, key: String) throws(PrefTextError) -> JSONValue {
        do {
            return try JSONValue(parsing: text)
        } catch {
            throw PrefTextError(key: key, text: text, expected: "valid JSON (\(error.message))")
        }
    }

    private static func matches(label: String, _ text: String) -> Bool {
        label.compare(text, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    }

    // MARK: Showing values

    /// The text a person reads for a value (in value form), and can type back to `set`: a `Codable` value as its
    /// JSON on one line.
    package static func text(_ form: PrefsValue, for slot: _PrefsRuntime.AnyDescriptor) -> String {
        if slot.showsJSON { return JSONWriter.oneLine(slot.json(ofForm: form)) }
        return form.textForm
    }

    /// The JSON of a value (in value form); a `Codable` value as its own JSON.
    package static func json(_ form: PrefsValue, for slot: _PrefsRuntime.AnyDescriptor) -> JSONValue {
        slot.json(ofForm: form)
    }
}

/// Text that does not stand for a value of a preference: the message names the key, the text and what was expected
/// (`'tabWidth': "two" is not an integer`).
package struct PrefTextError: Error, Sendable, Equatable, CustomStringConvertible {
    let key: String
    package let text: String
    /// What the text should have been (`an integer`, `one of dark, light`).
    let expected: String
    /// Set when the preference has options and the text named none of them.
    var isDisallowedOption = false

    package var description: String {
        let quoted = PrefsValue.string(text).messageForm
        return isDisallowedOption
            ? "'\(key)': \(quoted) is not allowed; expected \(expected)" : "'\(key)': \(quoted) is not \(expected)"
    }

    /// The same failure as the library reports it (for a value from the environment or an argument).
    var prefsError: PrefsError { .invalidValue(key: key, value: .string(text), allowed: expected) }
}
