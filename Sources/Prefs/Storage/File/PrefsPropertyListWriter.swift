import Foundation

/// Writes XML property lists the way `PropertyListSerialization` does — tab indentation, dictionary keys sorted,
/// `<true/>`, `<integer>`, `<real>`, `<date>` to the second, base64 `<data>` — but with the position of every
/// top-level member known, so that a write to a large file re-encodes only the changed members
/// (``PrefsDocumentLayout``).
///
/// Reals are written as Core Foundation writes them, with 17 significant digits (`%.17g`: `0.10000000000000001`,
/// `-0`), and infinities and NaN as `+infinity`, `-infinity` and `nan`: its reader reads exactly that back (it
/// reads `-0.0` as `0`). Values XML cannot carry faithfully are left to `PropertyListSerialization`:
/// ``canWrite(key:_:)`` says which.
enum PrefsPropertyListWriter {
    /// The document holding `values`, and its layout.
    static func document(
        values: [String: PrefsValue]
    ) -> (bytes: [UInt8], layout: PrefsDocumentLayout) {
        var keys = Array(values.keys)
        PrefsDocumentWriter.sort(&keys)
        return PrefsDocumentWriter.document(keys: keys, shape: shape) { key, output in
            if let value = values[key] { appendMember(key, value, to: &output) }
        }
    }

    /// `previous` (written by this writer, with `layout`) with the members of `keys` set to their value in `values`
    /// or removed; byte for byte what ``document(values:)`` gives for the same values.
    static func updating(
        _ previous: [UInt8], layout: PrefsDocumentLayout, keys: Set<String>, values: [String: PrefsValue]
    ) -> (bytes: [UInt8], layout: PrefsDocumentLayout) {
        PrefsDocumentWriter.updating(
            previous, layout: layout, keys: keys, shape: shape, isPresent: { values[$0] != nil },
            appendMember: { key, output in
                if let value = values[key] { appendMember(key, value, to: &output) }
            })
    }

    /// Whether this writer can write `key` and `value` so that they read back the same: strings without control
    /// characters other than tab and newline and without U+FFFE and U+FFFF (XML 1.0 cannot hold them, and a
    /// carriage return may be read back as a newline), and dates in the years 1 to 9999.
    static func canWrite(key: String, _ value: PrefsValue) -> Bool {
        guard canWrite(key) else { return false }
        switch value {
        case .bool, .int, .double, .data: return true
        case .string(let text): return canWrite(text)
        case .date(let date): return date >= earliestDate && date < latestDate
        case .array(let values): return values.allSatisfy { canWrite(key: "", $0) }
        case .dictionary(let values): return values.allSatisfy { canWrite(key: $0.key, $0.value) }
        }
    }

    private static func canWrite(_ text: String) -> Bool {
        var mayHoldNonCharacters = false
        for byte in text.utf8 {
            if byte < 0x20, byte != 0x09, byte != 0x0A { return false }
            if byte == 0xEF { mayHoldNonCharacters = true }
        }
        return !mayHoldNonCharacters || !text.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF }
    }

    /// 0001-01-01T00:00:00Z and 10000-01-01T00:00:00Z.
    private static let earliestDate = Date(timeIntervalSince1970: -62_135_596_800)
    private static let latestDate = Date(timeIntervalSince1970: 253_402_300_800)

    static let shape = PrefsDocumentShape(
        open: Array((header + "<dict>\n").utf8), firstSeparator: [], separator: [],
        close: Array("</dict>\n</plist>\n".utf8), empty: Array((header + "<dict/>\n</plist>\n").utf8))

    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// Appends a top-level member: its `<key>` line and its value, each indented by one tab.
    private static func appendMember(_ key: String, _ value: PrefsValue, to output: inout [UInt8]) {
        appendKey(key, indent: 1, to: &output)
        append(value, indent: 1, to: &output)
    }

    private static func appendKey(_ key: String, indent: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(0x09, count: indent))
        appendElement("key", escaping: key, to: &output)
        output.append(0x0A)
    }

    /// Appends `value` on lines of its own, starting with `indent` tabs.
    private static func append(_ value: PrefsValue, indent: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(0x09, count: indent))
        switch value {
        case .bool(let flag): output.append(contentsOf: (flag ? "<true/>" : "<false/>").utf8)
        case .int(let number): appendElement("integer", String(number), to: &output)
        case .double(let number): appendElement("real", realText(number), to: &output)
        case .string(let text): appendElement("string", escaping: text, to: &output)
        case .date(let date): appendElement("date", dateText(date), to: &output)
        case .data(let data):
            let tabs = repeatElement(UInt8(0x09), count: indent)
            output.append(contentsOf: "<data>\n".utf8)
            output.append(contentsOf: tabs)
            output.append(contentsOf: data.base64EncodedString().utf8)
            output.append(0x0A)
            output.append(contentsOf: tabs)
            output.append(contentsOf: "</data>".utf8)
        case .array(let values):
            guard !values.isEmpty else { return output.append(contentsOf: "<array/>\n".utf8) }
            output.append(contentsOf: "<array>\n".utf8)
            for element in values { append(element, indent: indent + 1, to: &output) }
            output.append(contentsOf: repeatElement(0x09, count: indent))
            output.append(contentsOf: "</array>".utf8)
        case .dictionary(let values):
            guard !values.isEmpty else { return output.append(contentsOf: "<dict/>\n".utf8) }
            output.append(contentsOf: "<dict>\n".utf8)
            for (key, element) in values.sorted(by: { $0.key < $1.key }) {
                appendKey(key, indent: indent + 1, to: &output)
                append(element, indent: indent + 1, to: &output)
            }
            output.append(contentsOf: repeatElement(0x09, count: indent))
            output.append(contentsOf: "</dict>".utf8)
        }
        output.append(0x0A)
    }

    private static func appendElement(_ name: String, _ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: name.utf8)
        output.append(UInt8(ascii: ">"))
        output.append(contentsOf: text.utf8)
        output.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "/")])
        output.append(contentsOf: name.utf8)
        output.append(UInt8(ascii: ">"))
    }

    /// An element whose text is escaped: `&`, `<` and `>` become entities.
    private static func appendElement(_ name: String, escaping text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: name.utf8)
        output.append(UInt8(ascii: ">"))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            default: output.append(byte)
            }
        }
        output.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "/")])
        output.append(contentsOf: name.utf8)
        output.append(UInt8(ascii: ">"))
    }

    private static func realText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-infinity" : "+infinity" }
        var buffer = [CChar](repeating: 0, count: 32)
        let count = withVaList([number]) { vsnprintf(&buffer, buffer.count, "%.17g", $0) }
        return String(decoding: buffer[..<Int(max(0, count))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `2024-05-06T07:08:09Z`: the date in UTC, to the second (rounded down), as XML property lists keep dates.
    static func dateText(_ date: Date) -> String {
        PrefsDateString.string(
            from: Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down)))
    }
}
