/// Writes preferences as a JSON object: keys sorted, two-space indentation, UTF-8, newline at the end.
///
/// Numbers are written so that they read back exactly: an `Int` as an integer, a `Double` in its shortest
/// round-trip form (always with a `.` or an exponent, so it reads back as a `Double`). JSON has no date or data
/// type: a `Date` is written as an ISO 8601 string (``PrefsDateString``) and `Data` as a base64 string; see
/// ``PrefsJSONWriter/canonical(_:)``.
enum PrefsJSONWriter {
    /// The bytes of the JSON document holding `values` and, verbatim, the `opaque` members.
    /// - Throws: ``PrefsFileError/Problem/unsupportedValue(key:reason:)`` for a `Double` that is not finite.
    static func data(
        values: [String: PrefsValue], opaque: [String: String] = [:]
    ) throws(PrefsFileError.Problem) -> [UInt8] {
        try document(values: values, opaque: opaque).bytes
    }

    /// The bytes of the JSON document holding `values` and the `opaque` members, and where each member is in them.
    /// - Throws: ``PrefsFileError/Problem/unsupportedValue(key:reason:)`` for a `Double` that is not finite.
    static func document(
        values: [String: PrefsValue], opaque: [String: String] = [:]
    ) throws(PrefsFileError.Problem) -> (bytes: [UInt8], layout: PrefsDocumentLayout) {
        var keys = Array(values.keys)
        for key in opaque.keys where values[key] == nil { keys.append(key) }
        PrefsDocumentWriter.sort(&keys)
        return try PrefsDocumentWriter.document(keys: keys, shape: shape) {
            key, output throws(PrefsFileError.Problem) in
            try appendMember(key, values: values, opaque: opaque, to: &output)
        }
    }

    /// `previous` (written by this writer, with `layout`) with the members of `keys` set to their value in `values`,
    /// or their `opaque` text, or removed when they have neither; byte for byte what ``document(values:opaque:)``
    /// gives for the same members.
    /// - Throws: ``PrefsFileError/Problem/unsupportedValue(key:reason:)`` for a `Double` that is not finite.
    static func updating(
        _ previous: [UInt8], layout: PrefsDocumentLayout, keys: Set<String>, values: [String: PrefsValue],
        opaque: [String: String]
    ) throws(PrefsFileError.Problem) -> (bytes: [UInt8], layout: PrefsDocumentLayout) {
        try PrefsDocumentWriter.updating(
            previous, layout: layout, keys: keys, shape: shape,
            isPresent: { values[$0] != nil || opaque[$0] != nil },
            appendMember: { key, output throws(PrefsFileError.Problem) in
                try appendMember(key, values: values, opaque: opaque, to: &output)
            })
    }

    /// A JSON object with one member per line, indented by two spaces.
    static let shape = PrefsDocumentShape(
        open: [UInt8(ascii: "{")], firstSeparator: [0x0A, 0x20, 0x20], separator: [0x2C, 0x0A, 0x20, 0x20],
        close: [0x0A, UInt8(ascii: "}"), 0x0A], empty: [UInt8(ascii: "{"), UInt8(ascii: "}"), 0x0A])

    /// Appends `"key": value`, the value from `values` or else the verbatim text from `opaque`.
    private static func appendMember(
        _ key: String, values: [String: PrefsValue], opaque: [String: String], to output: inout [UInt8]
    ) throws(PrefsFileError.Problem) {
        appendString(key, to: &output)
        output.append(contentsOf: [UInt8(ascii: ":"), 0x20])
        if let value = values[key] {
            do {
                try append(value, indent: 1, to: &output)
            } catch {
                throw .unsupportedValue(key: key, reason: error.reason)
            }
        } else if let text = opaque[key] {
            output.append(contentsOf: text.utf8)
        }
    }

    /// `value` as a JSON file keeps it: dates and data become strings, everything else is unchanged.
    static func canonical(_ value: PrefsValue) -> PrefsValue {
        switch value {
        case .date(let date): .string(PrefsDateString.string(from: date))
        case .data(let data): .string(data.base64EncodedString())
        case .array(let values): .array(values.map(canonical))
        case .dictionary(let values): .dictionary(values.mapValues(canonical))
        case .bool, .int, .double, .string: value
        }
    }

    private struct Unsupported: Error { let reason: String }

    private static func append(_ value: PrefsValue, indent: Int, to output: inout [UInt8]) throws(Unsupported) {
        switch value {
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .double(let number):
            guard number.isFinite else { throw Unsupported(reason: "JSON cannot hold the number \(number)") }
            output.append(contentsOf: number.description.utf8)
        case .string(let text): appendString(text, to: &output)
        case .date, .data: try append(canonical(value), indent: indent, to: &output)
        case .array(let values):
            try appendContainer(values, open: "[", close: "]", indent: indent, to: &output) {
                value, output throws(Unsupported) in
                try append(value, indent: indent + 1, to: &output)
            }
        case .dictionary(let values):
            let members = values.sorted { $0.key < $1.key }
            try appendContainer(members, open: "{", close: "}", indent: indent, to: &output) {
                member, output throws(Unsupported) in
                appendString(member.key, to: &output)
                output.append(contentsOf: [UInt8(ascii: ":"), 0x20])
                try append(member.value, indent: indent + 1, to: &output)
            }
        }
    }

    private static func appendContainer<Element>(
        _ elements: [Element], open: Unicode.Scalar, close: Unicode.Scalar, indent: Int, to output: inout [UInt8],
        _ appendElement: (Element, inout [UInt8]) throws(Unsupported) -> Void
    ) throws(Unsupported) {
        output.append(UInt8(ascii: open))
        guard !elements.isEmpty else {
            output.append(UInt8(ascii: close))
            return
        }
        for (position, element) in elements.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            output.append(0x0A)
            output.append(contentsOf: repeatElement(0x20, count: 2 * (indent + 1)))
            try appendElement(element, &output)
        }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(0x20, count: 2 * indent))
        output.append(UInt8(ascii: close))
    }

    private static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape: copy them whole.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
            else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if plain == true {
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [
                    0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)],
                ])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
