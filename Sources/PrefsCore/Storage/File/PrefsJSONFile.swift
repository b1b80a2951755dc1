/// Preference files in JSON: a top-level object, one member per line, keys sorted, two-space indentation, UTF-8 and
/// a final newline — written by ``JSONWriter`` (which says how each value is written) and read by ``JSONReader``.
///
/// A member whose value has no stored form (see ``StoredValueBuilder``) is kept as its source text and written back
/// unchanged; of members with the same key the last wins, and of keys that differ only in Unicode normalisation
/// the first one read is the preference, the others are kept verbatim.
package enum PrefsJSONFile {
    /// The values in `bytes`, and the members kept verbatim.
    package static func read(_ bytes: [UInt8]) throws(PrefsFileError.Problem) -> PrefsFileContents {
        var contents = PrefsFileContents()
        do throws(JSONSyntaxError) {
            try JSONReader.objectMembers(bytes, builder: StoredValueBuilder()) {
                key, inexactKey, value, range throws(JSONReader<StoredValueBuilder>.Failure) in
                if let inexactKey {
                    contents.preserve(
                        inexactKey: String(decoding: bytes[inexactKey], as: UTF8.self),
                        value: String(decoding: bytes[range], as: UTF8.self))
                } else {
                    contents.add(key, value) { String(decoding: bytes[range], as: UTF8.self) }
                }
            }
        } catch {
            throw .syntax(message: error.message, line: error.line, column: error.column, offset: error.offset)
        }
        return contents
    }

    /// Why a member has no stored form, for the issue that reports it.
    static func reason(_ text: String) -> String {
        let bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: "n") { return "null" }
        if bytes.first == UInt8(ascii: "-") || (bytes.first.map { (48...57).contains($0) } ?? false) {
            return JSONValue.isIntegerLiteral(text)
                ? "the integer \(text), beyond Int" : "the number \(text), beyond Double"
        }
        if bytes.first == UInt8(ascii: "\"") { return "a string with an unpaired surrogate escape" }
        return "a value containing null, a number beyond Int or Double, an unpaired surrogate or keys that differ "
            + "only in Unicode normalisation"
    }

    /// The UTF-16 code units of the JSON string whose text (quotes included) is `source`, unpaired surrogate escapes
    /// included.
    static func codeUnits(ofString source: String) -> [UInt16] {
        let text = Array(source.utf16.dropFirst().dropLast())
        var units: [UInt16] = []
        units.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let unit = text[index]
            index += 1
            guard unit == UInt16(UInt8(ascii: "\\")), index < text.count else {
                units.append(unit)
                continue
            }
            let escape = text[index]
            index += 1
            switch escape {
            case UInt16(UInt8(ascii: "u")):
                let digits = String(decoding: text[index..<min(index + 4, text.count)], as: UTF16.self)
                units.append(UInt16(digits, radix: 16) ?? 0xFFFD)
                index += 4
            case UInt16(UInt8(ascii: "b")): units.append(0x08)
            case UInt16(UInt8(ascii: "f")): units.append(0x0C)
            case UInt16(UInt8(ascii: "n")): units.append(0x0A)
            case UInt16(UInt8(ascii: "r")): units.append(0x0D)
            case UInt16(UInt8(ascii: "t")): units.append(0x09)
            default: units.append(escape)
            }
        }
        return units
    }

    /// The kind of a kept member's source text, as `dump --all` shows it.
    static func kind(of text: String) -> String {
        switch text.utf8.first {
        case UInt8(ascii: "n"): "null"
        case UInt8(ascii: "\""): "string"
        case UInt8(ascii: "{"): "dictionary"
        case UInt8(ascii: "["): "array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "bool"
        default: JSONValue.isIntegerLiteral(text) ? "integer" : "number"
        }
    }

    /// The document holding `values` and the kept members, and where each member is; no layout when a kept member's
    /// key holds an unpaired surrogate escape (such a key has no text of its own to place it by: the document is
    /// then written whole every time).
    static func document(
        values: [String: PrefsValue], preserved: [PrefsKeptKey: PrefsFileContents.Member]
    ) -> (bytes: [UInt8], layout: DocumentLayout?) {
        var keys = Array(values.keys)
        var inexact: [(key: PrefsKeptKey, source: String, value: String)] = []
        for (key, member) in preserved {
            if case .jsonKeyed(let source, let value) = member {
                inexact.append((key, source, value))
            } else if values[key.text] == nil {
                keys.append(key.text)
            }
        }
        ExactKey.sort(&keys)
        guard !inexact.isEmpty else {
            let document = DocumentWriter.document(keys: keys, shape: shape) { key, output in
                appendMember(key, values: values, preserved: preserved, to: &output)
            }
            return (document.bytes, document.layout)
        }
        // Each inexact key goes after the keys its text (U+FFFD for each unpaired surrogate) does not precede.
        inexact.sort { first, second in
            if ExactKey.equal(first.key.text, second.key.text) {
                return (first.key.codeUnits ?? []).lexicographicallyPrecedes(second.key.codeUnits ?? [])
            }
            return ExactKey.precedes(first.key.text, second.key.text)
        }
        var members: [(text: String, source: (key: String, value: String)?)] = []
        var next = 0
        for key in keys {
            while next < inexact.count, ExactKey.precedes(inexact[next].key.text, key) {
                members.append((inexact[next].key.text, (inexact[next].source, inexact[next].value)))
                next += 1
            }
            members.append((key, nil))
        }
        for member in inexact[next...] { members.append((member.key.text, (member.source, member.value))) }
        var position = 0
        let document = DocumentWriter.document(keys: members.map(\.text), shape: shape) { key, output in
            defer { position += 1 }
            guard let source = members[position].source else {
                return appendMember(key, values: values, preserved: preserved, to: &output)
            }
            output.append(contentsOf: source.key.utf8)
            output.append(contentsOf: [UInt8(ascii: ":"), 0x20])
            output.append(contentsOf: source.value.utf8)
        }
        return (document.bytes, nil)
    }

    /// `previous` (written by ``document(values:preserved:)``, with `layout`) with the members of `keys` set to their
    /// value in `values`, or their kept text, or removed; byte for byte what a full write of the same members gives.
    static func updating(
        _ previous: [UInt8], layout: DocumentLayout, keys: Set<String>, values: [String: PrefsValue],
        preserved: [PrefsKeptKey: PrefsFileContents.Member]
    ) -> (bytes: [UInt8], layout: DocumentLayout) {
        DocumentWriter.updating(
            previous, layout: layout, keys: keys, shape: shape,
            isPresent: { values[$0] != nil || preserved[PrefsKeptKey($0)] != nil },
            appendMember: { key, output in appendMember(key, values: values, preserved: preserved, to: &output) })
    }

    /// A JSON object with one member per line, indented by two spaces.
    static let shape = DocumentShape(
        open: [UInt8(ascii: "{")], firstSeparator: [0x0A, 0x20, 0x20], separator: [0x2C, 0x0A, 0x20, 0x20],
        close: [0x0A, UInt8(ascii: "}"), 0x0A], empty: [UInt8(ascii: "{"), UInt8(ascii: "}"), 0x0A])

    private static func appendMember(
        _ key: String, values: [String: PrefsValue], preserved: [PrefsKeptKey: PrefsFileContents.Member],
        to output: inout [UInt8]
    ) {
        var writer = JSONWriter(layout: .file)
        swap(&writer.output, &output)
        writer.appendMember(key) { writer in
            if let value = values[key] {
                writer.append(value, indent: 1)
            } else if case .json(let text) = preserved[PrefsKeptKey(key)] {
                writer.output.append(contentsOf: text.utf8)
            }
        }
        swap(&writer.output, &output)
    }
}
