/// How a stored value is written, in each of the three places Prefs shows one — the one place that decides it, on top
/// of the scalar rules of ``ValueFormat``:
///
/// - **JSON** (files, settings documents, `--json` output): ``JSONWriter`` writes a ``PrefsValue`` with
///   ``PrefsValue/jsonStringForm`` for the scalars JSON has no type for; a `Double` keeps its fraction (`14.0`).
/// - **Text** (``PrefsValue/textForm``: `get`, `dump`, `set`, defaults shown by `schema`): a string as it is, a scalar
///   as ``ValueFormat`` writes text (`14`, not `14.0`), an array or a dictionary as JSON on one line. What is printed
///   can be typed back to `set`.
/// - **Messages** (``PrefsValue/messageForm``, which is also `description`: errors, issues, warnings, migration
///   reports): the text form with strings quoted and escaped as JSON (`"dark"`), so an empty string or one with spaces
///   stays visible; a string or form longer than ``PrefsValue/messageLimit`` Unicode scalars is cut there and says how
///   long the value is (`iVBORw0K… (1048576 bytes)`), so that a large value cannot flood a log or a terminal.
///
/// ```swift
/// PrefsValue.double(14).textForm            // "14"
/// PrefsValue.string("dark").messageForm     // "\"dark\""
/// JSONWriter.text(of: .stored(.double(14)))  // "14.0"
/// ```
extension PrefsValue {
    /// The string JSON keeps this value as when JSON has no type for it — a date (ISO 8601), data (base64) or a
    /// non-finite number (`"nan"`, `"inf"`, `"-inf"`) — or `nil` for any other value.
    var jsonStringForm: String? {
        switch self {
        case .date(let date): ValueFormat.text(of: date)
        case .data(let data): ValueFormat.text(of: data)
        case .double(let number): ValueFormat.nonFiniteText(number)
        case .bool, .int, .string, .array, .dictionary: nil
        }
    }

    /// This value as a JSON file reads it back: dates, data and non-finite numbers become the strings JSON keeps
    /// them as, at any depth.
    package var jsonReadBack: PrefsValue {
        switch self {
        case .date, .data, .double: jsonStringForm.map(PrefsValue.string) ?? self
        case .array(let values): .array(values.map(\.jsonReadBack))
        case .dictionary(let values): .dictionary(values.mapValues(\.jsonReadBack))
        case .bool, .int, .string: self
        }
    }

    /// The text a person reads, and can type back to `set`: a string as it is, numbers as typed (`14`, `0.75`),
    /// dates in ISO 8601, data in base64, arrays and dictionaries as JSON on one line.
    package var textForm: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .double(let number): ValueFormat.text(of: number)
        case .date(let date): ValueFormat.text(of: date)
        case .data(let data): ValueFormat.text(of: data)
        case .array, .dictionary: JSONWriter.oneLine(.stored(self))
        }
    }

    /// The value as messages quote it: a string in quotes, escaped as JSON; anything else in its text form (`30`,
    /// not `30.0`). A string or a form longer than ``messageLimit`` Unicode scalars (not characters, so that no
    /// character made of many scalars escapes the limit) keeps its first ``messageLimit``, followed by `…` and the
    /// value's length: `"aaaa…" (5000 characters)` for a string, `AAAA… (1048576 bytes)` for data, and
    /// `… (490 characters)` after the start of any other form.
    package var messageForm: String {
        if case .string(let text) = self {
            guard Self.isLong(text) else { return Self.quoted(text) }
            return Self.quoted(Self.start(of: text) + "…") + " (\(Self.characters(text.count)))"
        }
        let text = textForm
        guard Self.isLong(text) else { return text }
        let length = if case .data(let data) = self { "\(data.count) bytes" } else { Self.characters(text.count) }
        return Self.start(of: text) + "… (\(length))"
    }

    /// The longest string or form, in Unicode scalars, that messages show whole.
    package static let messageLimit = 120

    /// Whether `text` has more than ``messageLimit`` Unicode scalars (its UTF-8 length, which is constant time, first).
    private static func isLong(_ text: String) -> Bool {
        text.utf8.count > messageLimit && text.unicodeScalars.count > messageLimit
    }

    /// The first ``messageLimit`` Unicode scalars of `text`.
    private static func start(of text: String) -> String { String(text.unicodeScalars.prefix(messageLimit)) }

    private static func characters(_ count: Int) -> String { count == 1 ? "1 character" : "\(count) characters" }

    /// `text` in quotes, escaped as JSON: how messages quote text.
    package static func quoted(_ text: String) -> String { JSONWriter.text(of: .string(text)) }
}

extension PrefsValue: CustomStringConvertible {
    /// The value as messages show it (``messageForm``): `"dark"`, `14`, `0.75`, `2024-05-06T07:08:09Z`, `[1, 2]`,
    /// `{"size": 14.0}`.
    public var description: String { messageForm }
}

extension PrefsValueType {
    /// What text of this kind looks like, for messages about text typed for a preference: "an integer", "a boolean
    /// (true or false)".
    var phrase: String {
        switch self {
        case .bool: "a boolean (true or false)"
        case .int: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .data: "base64 data"
        case .date: "an ISO 8601 date and time with a zone, such as 2024-05-06T07:08:09Z"
        case .array: "a JSON array"
        case .dictionary: "a JSON object"
        case .codable: "a JSON value"
        }
    }

    /// What a JSON value of this kind looks like, for messages about a JSON document: "an integer", "an object".
    var jsonPhrase: String {
        switch self {
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
}
