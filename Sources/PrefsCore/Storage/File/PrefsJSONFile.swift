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
                key, value, range throws(JSONReader<StoredValueBuilder>.Failure) in
                contents.add(key, value) { String(decoding: bytes[range], as: UTF8.self) }
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

    /// The document holding `values` and the kept members, and where each member is.
    static func document(
        values: [String: PrefsValue], preserved: [ExactKey: PrefsFileContents.Member]
    ) -> (bytes: [UInt8], layout: DocumentLayout) {
        var keys = Array(values.keys)
        for key in preserved.keys where values[key.text] == nil { keys.append(key.text) }
        ExactKey.sort(&keys)
        return DocumentWriter.document(keys: keys, shape: shape) { key, output in
            appendMember(key, values: values, preserved: preserved, to: &output)
        }
    }

    /// `previous` (written by ``document(values:preserved:)``, with `layout`) with the members of `keys` set to their
    /// value in `values`, or their kept text, or removed; byte for byte what a full write of the same members gives.
    static func updating(
        _ previous: [UInt8], layout: DocumentLayout, keys: Set<String>, values: [String: PrefsValue],
        preserved: [ExactKey: PrefsFileContents.Member]
    ) -> (bytes: [UInt8], layout: DocumentLayout) {
        DocumentWriter.updating(
            previous, layout: layout, keys: keys, shape: shape,
            isPresent: { values[$0] != nil || preserved[ExactKey($0)] != nil },
            appendMember: { key, output in appendMember(key, values: values, preserved: preserved, to: &output) })
    }

    /// A JSON object with one member per line, indented by two spaces.
    static let shape = DocumentShape(
        open: [UInt8(ascii: "{")], firstSeparator: [0x0A, 0x20, 0x20], separator: [0x2C, 0x0A, 0x20, 0x20],
        close: [0x0A, UInt8(ascii: "}"), 0x0A], empty: [UInt8(ascii: "{"), UInt8(ascii: "}"), 0x0A])

    private static func appendMember(
        _ key: String, values: [String: PrefsValue], preserved: [ExactKey: PrefsFileContents.Member],
        to output: inout [UInt8]
    ) {
        var writer = JSONWriter(layout: .file)
        swap(&writer.output, &output)
        writer.appendMember(key) { writer in
            if let value = values[key] {
                writer.append(value, indent: 1)
            } else if case .json(let text) = preserved[ExactKey(key)] {
                writer.output.append(contentsOf: text.utf8)
            }
        }
        swap(&writer.output, &output)
    }

    /// `value` as a JSON file keeps it: dates, data and non-finite numbers become the strings they are written as.
    static func canonical(_ value: PrefsValue) -> PrefsValue {
        switch value {
        case .date(let date): .string(PrefsDateString.string(from: date))
        case .data(let data): .string(data.base64EncodedString())
        case .double(let number): number.nonFiniteText.map(PrefsValue.string) ?? value
        case .array(let values): .array(values.map(canonical))
        case .dictionary(let values): .dictionary(values.mapValues(canonical))
        case .bool, .int, .string: value
        }
    }
}
