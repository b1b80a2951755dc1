public import Foundation

extension SettingsPrefDeclaration {
    /// The value a `Codable` preference holds, as JSON: what a settings screen or the command line shows for a
    /// value whose stored form says little (JSON in base64, a raw value, an integer for a `Bool`).
    ///
    /// ```swift
    /// declaration.json(for: stored)   // {"height":600,"width":800,"x":1,"y":2} for a WindowFrame
    /// ```
    /// - Returns: `nil` when the preference's type is not `Encodable` or `stored` does not decode.
    public func json(for stored: PrefsValue) -> Data? { storedToJSON(stored) }

    /// The stored form of a `Codable` preference's value given as JSON: decoded to the preference's type, then
    /// stored through its coding.
    ///
    /// ```swift
    /// declaration.storedValue(fromJSON: Data(#"{"x": 1, "y": 2, "width": 800, "height": 600}"#.utf8))
    /// ```
    /// - Returns: `nil` when the preference's type is not `Decodable`, the JSON does not decode to it, or the coding
    ///   cannot store it.
    public func storedValue(fromJSON json: Data) -> PrefsValue? { jsonToStored(json) }

    /// The two JSON conversions for a slot whose type is `Codable` (either may be `nil`).
    static func jsonConversions<Value>(of slot: PrefSlot<Value>) -> (
        toJSON: @Sendable (PrefsValue) -> Data?, fromJSON: @Sendable (Data) -> PrefsValue?
    ) {
        let toJSON: @Sendable (PrefsValue) -> Data? = { stored in
            guard let value = slot.decode(stored), let encodable = value as? any Encodable else { return nil }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return try? encoder.encode(encodable)
        }
        let fromJSON: @Sendable (Data) -> PrefsValue? = { json in
            guard let type = Value.self as? any Decodable.Type,
                let value = (try? JSONDecoder().decode(type, from: json)) as? Value
            else { return nil }
            return slot.encode(value)
        }
        return (toJSON, fromJSON)
    }
}
