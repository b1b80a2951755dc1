/// What reading a preferences file gave: the values, and the members kept verbatim because they have no stored form
/// (each with the problem to report).
package struct PrefsFileContents: Sendable {
    /// A member kept as the file holds it, to be written back unchanged.
    package enum Member: Sendable, Equatable {
        /// The source text of a JSON value.
        case json(String)
        /// The source text of a JSON key with an unpaired surrogate escape (quotes included) and of its value.
        case jsonKeyed(key: String, value: String)
        /// A property-list value, exactly as read.
        case propertyList(PropertyListValue)
    }

    package var values: [String: PrefsValue] = [:]
    /// Keyed by exact key: two keys that differ only in normalisation are two members.
    var preserved: [PrefsKeptKey: Member] = [:]
    /// What each kept member is, to report and list, in file order.
    var kept: [PrefsKeptMember] = []

    mutating func preserve(_ key: String, _ member: Member, reason: String) {
        preserved[PrefsKeptKey(key)] = member
        var kind = ""
        var text = ""
        switch member {
        case .json(let source), .jsonKeyed(_, let source):
            text = source
            kind = PrefsJSONFile.kind(of: source)
        case .propertyList(let value):
            text = value.text
            kind = value.kind.rawValue
        }
        kept.append(PrefsKeptMember(key: key, kind: kind, text: text, reason: reason))
    }

    /// Adds a JSON member read in file order: `value` when it has a stored form, else its source text (`text`).
    ///
    /// Of members with exactly the same key the last wins. Keys that differ only in Unicode normalisation cannot be
    /// kept apart by `[String: PrefsValue]`, and picking one would hide the other: all of them are kept as they are.
    mutating func add(_ key: String, _ value: PrefsValue?, text: () -> String) {
        if let existing = values.index(forKey: key) {
            let first = values.keys[existing]
            guard ExactKey.equal(first, key) else {
                let reason = "a key that differs from '\(first)' only in Unicode normalisation"
                let firstValue = values.remove(at: existing).value
                var writer = JSONWriter(layout: .file)
                writer.append(firstValue, indent: 1)
                preserve(first, .json(String(decoding: writer.output, as: UTF8.self)), reason: reason)
                preserve(key, .json(text()), reason: reason)
                return
            }
            values.remove(at: existing)
        } else if !preserved.isEmpty, preserved[PrefsKeptKey(key)] != nil {
            preserved[PrefsKeptKey(key)] = nil
            kept.removeAll { ExactKey.equal($0.key, key) }
        }
        if let value {
            values[key] = value
        } else {
            let source = text()
            preserve(key, .json(source), reason: PrefsJSONFile.reason(source))
        }
    }
}

extension PrefsFileContents {
    /// Keeps a JSON member whose key held an unpaired surrogate escape (`keySource`, its text with quotes): no Swift
    /// string can hold that key, so Prefs can neither read nor write it, and every write puts it back as it is. Of
    /// two such members with the same key (the same UTF-16 code units, however escaped) the last wins.
    mutating func preserve(inexactKey keySource: String, value valueSource: String) {
        let key = PrefsKeptKey(jsonKeySource: keySource)
        let shown = String(keySource.dropFirst().dropLast())
        if preserved[key] != nil { kept.removeAll { PrefsKeptKey(jsonKeySource: "\"\($0.key)\"") == key } }
        preserved[key] = .jsonKeyed(key: keySource, value: valueSource)
        kept.append(
            PrefsKeptMember(
                key: shown, kind: PrefsJSONFile.kind(of: valueSource), text: valueSource,
                reason: (valueSource.count <= 40 ? "a value (\(valueSource))" : "a value")
                    + " under a key no Swift string can hold (it has an unpaired surrogate escape)"))
    }
}

/// The key of a member kept verbatim: its exact text (``ExactKey``), or for a JSON key with an unpaired surrogate
/// escape — which no Swift string can hold, so its text has U+FFFD there — its UTF-16 code units, so that two such
/// keys stay two members and none is taken for a key Prefs writes.
package struct PrefsKeptKey: Hashable, Sendable {
    let exact: ExactKey
    /// Set only for a JSON key with an unpaired surrogate escape.
    let codeUnits: [UInt16]?

    package init(_ key: String) {
        exact = ExactKey(key)
        codeUnits = nil
    }

    /// The key whose JSON text (quotes included) is `source`.
    init(jsonKeySource source: String) {
        let units = PrefsJSONFile.codeUnits(ofString: source)
        exact = ExactKey(String(decoding: units, as: UTF16.self))
        codeUnits = units
    }

    var text: String { exact.text }
}
