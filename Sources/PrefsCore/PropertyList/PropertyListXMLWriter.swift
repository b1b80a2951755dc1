import Foundation

/// Writes XML property lists as Core Foundation lays them out — tab indentation, keys sorted, `<true/>`,
/// `<integer>`, `<real>` with 17 significant digits (`0.10000000000000001`, `-0`, `nan`, `+infinity`,
/// `-infinity`), `<date>` to the second in UTC, base64 `<data>` on one line — byte for byte as
/// `PrefsPropertyListWriter` always has, so that files do not change when nothing in them did.
///
/// Text escapes `&`, `<` and `>`, and writes a carriage return as `&#13;` (a literal CR would read back as LF).
/// Refused, with ``PropertyListError/unwritable(key:reason:)`` naming the top-level key and writing nothing:
/// - strings and keys holding a character XML 1.0 cannot represent at all (C0 controls other than tab, LF and CR;
///   U+FFFE; U+FFFF): every XML parser, `plistlib` included, would reject the whole file;
/// - dates before the year 1 or from the year 10000 on, or not finite: `plistlib` cannot read them;
/// - nesting deeper than ``PropertyListFormat/maximumDepth``, which no reader of ours would read back;
/// - null, sets and 16-byte integers beyond `-2^63 ... 2^64 - 1`, which only binary property lists hold.
///
/// A UID is written as Core Foundation writes it, a dictionary whose one member is `CF$UID`.
///
/// Dates lose their fraction of a second (rounded down), as in every XML property list; NaN loses its payload.
enum PropertyListXMLWriter {
    /// The document whose top level is `root`.
    static func write(_ root: PropertyListValue) throws(PropertyListError) -> [UInt8] {
        if case .dictionary(let members) = root { return try document(members: members).bytes }
        var output = Array(header.utf8)
        do throws(Refusal) {
            try append(root, indent: 0, depth: 0, to: &output)
        } catch {
            throw error.error(key: "")
        }
        output.append(contentsOf: "</plist>\n".utf8)
        return output
    }

    /// The document whose top level is a dictionary of `members`, and the range of each member in it.
    static func document(
        members: PropertyListDictionary
    ) throws(PropertyListError) -> (bytes: [UInt8], layout: DocumentLayout) {
        var keys = members.keys
        ExactKey.sort(&keys)
        return try DocumentWriter.document(keys: keys, shape: shape) { key, output throws(PropertyListError) in
            if let value = members[key] { try appendMember(key, value, to: &output) }
        }
    }

    /// `previous` (written by this writer, with `layout`) with the members of `keys` set to their value in
    /// `members`, or removed when `members` has none: byte for byte what ``document(members:)`` gives for
    /// `members` when the other members are unchanged.
    static func updating(
        _ previous: [UInt8], layout: DocumentLayout, keys: some Sequence<String>, members: PropertyListDictionary
    ) throws(PropertyListError) -> (bytes: [UInt8], layout: DocumentLayout) {
        try DocumentWriter.updating(
            previous, layout: layout, keys: keys, shape: shape, isPresent: { members[$0] != nil },
            appendMember: { key, output throws(PropertyListError) in
                if let value = members[key] { try appendMember(key, value, to: &output) }
            })
    }

    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    private static let shape = DocumentShape(
        open: Array((header + "<dict>\n").utf8), firstSeparator: [], separator: [],
        close: Array("</dict>\n</plist>\n".utf8), empty: Array((header + "<dict/>\n</plist>\n").utf8))

    /// Appends a top-level member: its `<key>` line and its value, each indented by one tab.
    private static func appendMember(
        _ key: String, _ value: PropertyListValue, to output: inout [UInt8]
    ) throws(PropertyListError) {
        do throws(Refusal) {
            try appendKey(key, indent: 1, to: &output)
            try append(value, indent: 1, depth: 1, to: &output)
        } catch {
            throw error.error(key: key)
        }
    }

    private static func appendKey(_ key: String, indent: Int, to output: inout [UInt8]) throws(Refusal) {
        output.append(contentsOf: repeatElement(0x09, count: indent))
        output.append(contentsOf: "<key>".utf8)
        if let scalar = appendEscaped(key, to: &output) {
            throw Refusal(subject: "the key \(key.debugDescription)", problem: scalar)
        }
        output.append(contentsOf: "</key>\n".utf8)
    }

    /// Appends `value` on lines of its own, starting with `indent` tabs; `depth` containers enclose it.
    private static func append(
        _ value: PropertyListValue, indent: Int, depth: Int, to output: inout [UInt8]
    ) throws(Refusal) {
        output.append(contentsOf: repeatElement(0x09, count: indent))
        switch value {
        case .bool(let flag): output.append(contentsOf: (flag ? "<true/>" : "<false/>").utf8)
        case .integer(let number): appendElement("integer", String(number), to: &output)
        case .unsignedInteger(let number): appendElement("integer", String(number), to: &output)
        case .real(let number): appendElement("real", realText(number), to: &output)
        case .string(let text):
            output.append(contentsOf: "<string>".utf8)
            if let scalar = appendEscaped(text, to: &output) { throw Refusal(subject: "the string", problem: scalar) }
            output.append(contentsOf: "</string>".utf8)
        case .date(let seconds): appendElement("date", try dateText(seconds), to: &output)
        case .uid(let number):
            output.append(contentsOf: "<dict>\n".utf8)
            output.append(contentsOf: repeatElement(0x09, count: indent + 1))
            output.append(contentsOf: "<key>CF$UID</key>\n".utf8)
            output.append(contentsOf: repeatElement(0x09, count: indent + 1))
            appendElement("integer", String(number), to: &output)
            output.append(0x0A)
            output.append(contentsOf: repeatElement(0x09, count: indent))
            output.append(contentsOf: "</dict>".utf8)
        case .null, .set, .wideInteger:
            let what =
                switch value {
                case .null: "null"
                case .set: "a set"
                default: "a 16-byte integer beyond -2^63 ... 2^64-1"
                }
            throw Refusal(
                subject: "the value", problem: "is \(what), which only binary property lists hold",
                advice: "keep the file a binary property list")
        case .data(let data):
            let tabs = repeatElement(UInt8(0x09), count: indent)
            output.append(contentsOf: "<data>\n".utf8)
            output.append(contentsOf: tabs)
            output.append(contentsOf: ValueFormat.text(of: data).utf8)
            output.append(0x0A)
            output.append(contentsOf: tabs)
            output.append(contentsOf: "</data>".utf8)
        case .array(let elements):
            guard !elements.isEmpty else { return output.append(contentsOf: "<array/>\n".utf8) }
            try checkDepth(depth)
            output.append(contentsOf: "<array>\n".utf8)
            for (position, element) in elements.enumerated() {
                do throws(Refusal) {
                    try append(element, indent: indent + 1, depth: depth + 1, to: &output)
                } catch {
                    throw error.inside("[\(position)]")
                }
            }
            output.append(contentsOf: repeatElement(0x09, count: indent))
            output.append(contentsOf: "</array>".utf8)
        case .dictionary(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "<dict/>\n".utf8) }
            try checkDepth(depth)
            output.append(contentsOf: "<dict>\n".utf8)
            for member in members.members.sorted(by: { ExactKey.precedes($0.key, $1.key) }) {
                do throws(Refusal) {
                    try appendKey(member.key, indent: indent + 1, to: &output)
                    try append(member.value, indent: indent + 1, depth: depth + 1, to: &output)
                } catch {
                    throw error.inside("[\(member.key.debugDescription)]")
                }
            }
            output.append(contentsOf: repeatElement(0x09, count: indent))
            output.append(contentsOf: "</dict>".utf8)
        }
        output.append(0x0A)
    }

    private static func checkDepth(_ depth: Int) throws(Refusal) {
        guard depth < PropertyListFormat.maximumDepth else {
            throw Refusal(
                subject: "the value", problem: "nests containers deeper than \(PropertyListFormat.maximumDepth) levels",
                advice: "property-list readers refuse such files")
        }
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

    /// Appends `text` with `&`, `<`, `>` and CR escaped; returns the problem when it holds a character XML 1.0
    /// cannot represent (nothing is appended then that matters: the caller throws).
    private static func appendEscaped(_ text: String, to output: inout [UInt8]) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var runStart = 0
            for position in bytes.indices {
                let byte = bytes[position]
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case 0x0D: replacement = "&#13;"
                case 0x09, 0x0A: continue
                case ..<0x20:
                    return
                        "holds \(PropertyListXMLReader.scalarName(UInt32(byte))), a control character XML 1.0 cannot represent"
                case 0xEF
                where position + 2 < bytes.count && bytes[position + 1] == 0xBF && bytes[position + 2] >= 0xBE:
                    return "holds \(bytes[position + 2] == 0xBE ? "U+FFFE" : "U+FFFF"), which XML 1.0 cannot represent"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                output.append(
                    contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                runStart = position + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            return nil
        }
    }

    /// `%.17g`, as Core Foundation writes reals; `nan`, `+infinity`, `-infinity`.
    static func realText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-infinity" : "+infinity" }
        var buffer = [CChar](repeating: 0, count: 32)
        let count = withVaList([number]) { vsnprintf(&buffer, buffer.count, "%.17g", $0) }
        return String(decoding: buffer[..<Int(max(0, count))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// 2001-01-01 and 10000-01-01 as seconds since 2001-01-01: XML dates hold the years 1 to 9999.
    private static let earliestDate: Double = -63_113_904_000
    private static let latestDate: Double = 252_423_993_600

    /// `2024-05-06T07:08:09Z`: the date in UTC, to the second (rounded down).
    static func dateText(_ seconds: Double) throws(Refusal) -> String {
        let whole = seconds.rounded(.down)
        guard whole >= earliestDate, whole < latestDate else {
            throw Refusal(
                subject: "the date",
                problem:
                    "(\(seconds) seconds from 2001-01-01) is outside the years 1 to 9999 that XML property lists hold",
                advice: "use a binary property list or a JSON file")
        }
        return PrefsDateString.string(from: Date(timeIntervalSinceReferenceDate: whole))
    }

    /// Why a value cannot be written, and where it is inside its top-level member.
    struct Refusal: Error {
        var subject: String
        var problem: String
        var advice = "store it in a JSON file or a binary property list"
        var path = ""

        func inside(_ component: String) -> Refusal {
            var refusal = self
            refusal.path = component + refusal.path
            return refusal
        }

        func error(key: String) -> PropertyListError {
            let location = path.isEmpty ? "" : " at \(path)"
            return .unwritable(
                key: key, reason: "\(subject)\(location) \(problem); \(advice)")
        }
    }
}
