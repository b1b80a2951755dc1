import Foundation

/// Converts preference values between their stored form and what a person types and reads at a terminal.
///
/// Every type has one text form, used both ways, so that what `get` prints can be given to `set`:
/// numbers as written (`14`, `0.75`), booleans as `true`/`false` (`yes`, `no`, `on`, `off`, `1`, `0` are accepted),
/// strings as they are, dates in ISO 8601 with a zone, data in base64, and arrays, dictionaries and `Codable` values
/// as JSON. A preference with options also accepts an option's label (`Dark` for `dark`).
enum CommandLineValues {
    // MARK: Reading what was typed

    /// The stored value for `text`, typed for `declaration` and in the form the preference stores.
    /// - Throws: ``CommandLineFailure`` naming the key, the text and what was expected.
    static func parse(_ text: String, for declaration: SettingsPrefDeclaration) throws(CommandLineFailure) -> PrefsValue
    {
        guard let info = declaration.node.pref else { throw .failure("'\(declaration.key)' is not a preference") }
        if let option = info.options.first(where: { matches(label: $0.label, text) }) { return option.value }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // A Codable value as its own JSON, whatever its coding wraps it in.
        if info.type == .codable, let stored = declaration.storedValue(fromJSON: Data(trimmed.utf8)) { return stored }
        // A Bool kept in another form (0 or 1, "yes" or "no") takes the boolean words too.
        if let flag = boolean(trimmed), let stored = declaration.storedValue(fromJSON: Data(String(flag).utf8)) {
            return stored
        }
        let candidates: [PrefsValue]
        do {
            candidates = try self.candidates(for: text, type: info.type, key: info.key)
        } catch {
            throw info.options.isEmpty ? error : notAnOption(text, info)
        }
        for candidate in candidates {
            if let canonical = declaration.canonical(candidate) { return canonical }
        }
        if !info.options.isEmpty { throw notAnOption(text, info) }
        // None decodes: let the declaration's check explain why, naming the preference's type.
        do {
            try declaration.check(candidates[0])
        } catch {
            throw CommandLineFailure(error, keys: [])
        }
        return candidates[0]
    }

    private static func notAnOption(_ text: String, _ info: SettingsPrefInfo) -> CommandLineFailure {
        let allowed = PrefsValueConstraint(allowed: info.options).violation(of: .string("\u{0}")) ?? ""
        return .failure("'\(info.key)': \(quoted(text)) is not allowed; expected \(allowed)")
    }

    /// The stored forms `text` may stand for, best first (several only for `Codable` values).
    private static func candidates(
        for text: String, type: PrefsValueType, key: String
    ) throws(CommandLineFailure) -> [PrefsValue] {
        func invalid(_ expected: String) -> CommandLineFailure {
            .failure("'\(key)': \(quoted(text)) is not \(expected)")
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch type {
        case .bool:
            guard let flag = boolean(trimmed) else { throw invalid("a boolean (true or false)") }
            return [.bool(flag)]
        case .int:
            guard let number = Int(trimmed) else { throw invalid("an integer") }
            return [.int(number)]
        case .double:
            guard let number = Double(trimmed), number.isFinite, !trimmed.lowercased().hasPrefix("0x") else {
                throw invalid("a number")
            }
            return [.double(number)]
        case .string:
            return [.string(text)]
        case .data:
            guard let data = Data(base64Encoded: trimmed) else { throw invalid("base64 data") }
            return [.data(data)]
        case .date:
            guard let date = PrefsDateString.date(from: trimmed) else {
                throw invalid("an ISO 8601 date and time with a zone, such as 2024-05-06T07:08:09Z")
            }
            return [.date(date)]
        case .array, .dictionary:
            let json = try json(trimmed, key: key)
            let value = try storedValue(json, key: key)
            switch (type, value) {
            case (.array, .array), (.dictionary, .dictionary): return [value]
            default: throw invalid(type == .array ? "a JSON array" : "a JSON object")
            }
        case .codable:
            // A Codable value is stored as JSON text, as JSON data, or (custom codings) as a plain value.
            let json = try json(trimmed, key: key)
            return [.string(trimmed), .data(Data(trimmed.utf8)), try storedValue(json, key: key)]
        }
    }

    private static func json(_ text: String, key: String) throws(CommandLineFailure) -> SettingsJSON {
        do {
            return try SettingsJSONParser.parse(Array(text.utf8))
        } catch {
            throw .failure("'\(key)': \(quoted(text)) is not valid JSON (\(error.message))")
        }
    }

    private static func storedValue(_ json: SettingsJSON, key: String) throws(CommandLineFailure) -> PrefsValue {
        do {
            return try SettingsValueCoding.value(from: json, type: nil, path: key)
        } catch {
            throw .failure("'\(key)': \(error.message)")
        }
    }

    static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on", "1": true
        case "false", "no", "off", "0": false
        default: nil
        }
    }

    private static func matches(label: String, _ text: String) -> Bool {
        label.compare(text, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    }

    private static func quoted(_ text: String) -> String { SettingsJSON.string(text).rendered() }

    // MARK: Showing stored values

    /// The text a person reads for a preference's value, and can type back to `set`: a `Codable` value as its JSON.
    static func text(_ value: PrefsValue, for declaration: SettingsPrefDeclaration) -> String {
        let type = declaration.node.pref?.type ?? .codable
        if type == .codable, let json = declaration.json(for: value),
            let parsed = try? SettingsJSONParser.parse(Array(json))
        {
            return parsed.renderedOnOneLine()
        }
        return text(declaration.canonical(value) ?? value, type: type)
    }

    /// The JSON form of a preference's value; a `Codable` value as its own JSON.
    static func json(_ value: PrefsValue, for declaration: SettingsPrefDeclaration) -> SettingsJSON {
        let type = declaration.node.pref?.type ?? .codable
        if type == .codable, let json = declaration.json(for: value),
            let parsed = try? SettingsJSONParser.parse(Array(json))
        {
            return parsed
        }
        return self.json(declaration.canonical(value) ?? value, type: type)
    }

    /// The text a person reads, and can type back to `set`.
    static func text(_ value: PrefsValue, type: PrefsValueType) -> String {
        switch value {
        case .string(let text): type == .codable ? json(value, type: type).renderedOnOneLine() : text
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .double(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        case .date(let date): PrefsDateString.string(from: date)
        case .data(let data):
            type == .codable ? json(value, type: type).renderedOnOneLine() : data.base64EncodedString()
        case .array, .dictionary: json(value, type: type).renderedOnOneLine()
        }
    }

    /// A value as messages quote it: strings in quotes, everything else as `get` prints it (`30`, not `30.0`).
    static func literal(_ value: PrefsValue) -> String {
        if case .string(let text) = value { return quoted(text) }
        return text(value, type: PrefsValueType(rawValue: value.typeName) ?? .codable)
    }

    /// The JSON form of a stored value: numbers, booleans and strings as themselves, dates in ISO 8601, data in
    /// base64, and a `Codable` value stored as JSON text or data as that JSON itself.
    static func json(_ value: PrefsValue, type: PrefsValueType) -> SettingsJSON {
        if type == .codable, let embedded = embeddedJSON(value) { return embedded }
        switch value {
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .number(String(number))
        case .double(let number):
            guard number.isFinite else { return .string(number.isNaN ? "nan" : number < 0 ? "-inf" : "inf") }
            return .number(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)")
        case .string(let text): return .string(text)
        case .date(let date): return .string(PrefsDateString.string(from: date))
        case .data(let data): return .string(data.base64EncodedString())
        case .array(let values): return .array(values.map { json($0, type: .array) })
        case .dictionary(let values):
            return .object(values.keys.sorted().map { .init(key: $0, value: json(values[$0]!, type: .dictionary)) })
        }
    }

    /// The JSON document inside a string or data value, if it holds one.
    private static func embeddedJSON(_ value: PrefsValue) -> SettingsJSON? {
        let bytes: [UInt8]
        switch value {
        case .string(let text): bytes = Array(text.utf8)
        case .data(let data): bytes = Array(data)
        default: return nil
        }
        return try? SettingsJSONParser.parse(bytes)
    }
}
