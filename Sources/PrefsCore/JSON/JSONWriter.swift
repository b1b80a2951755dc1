import Foundation

/// The one JSON writer of Prefs: the escaper, the number format and the mapping of stored values to JSON that
/// preference files, settings documents and the command line share.
///
/// The mapping (``append(_:indent:)`` for a ``PrefsValue``) follows the value forms (`PrefsValue+Forms.swift`) and
/// ``ValueFormat``:
/// - an `Int` is written as an integer, a `Double` with ``ValueFormat/jsonNumber(_:)`` (`14.0`, `1e-07`), so that
///   it reads back as a `Double`;
/// - a date, data and a non-finite number, which JSON has no type for, as their ``PrefsValue/jsonStringForm``
///   (an ISO 8601 string, a base64 string, `"nan"`, `"inf"`, `"-inf"`), which preferences of those types read back;
/// - dictionaries are written with their keys sorted.
///
/// Strings escape `"`, `\` and the control characters (as `\n`, `\r`, `\t` or `\u00XX`); everything else, `/` and
/// non-ASCII characters included, is written as it is, in UTF-8.
package struct JSONWriter {
    /// Where line breaks go.
    package enum Layout {
        /// Every array element and object member on a line of its own: the layout of preference files.
        case file
        /// Arrays of scalars on one line (`["a", "b"]`): the layout of settings documents and command output.
        case display
        /// Everything on one line: `{"w": 3, "tags": ["a", "b"]}`.
        case oneLine
    }

    let layout: Layout
    var output: [UInt8] = []

    init(layout: Layout) {
        self.layout = layout
    }

    /// `value` as JSON text, laid out for display.
    package static func text(of value: JSONValue, layout: Layout = .display) -> String {
        var writer = JSONWriter(layout: layout)
        writer.append(value, indent: 0)
        return String(decoding: writer.output, as: UTF8.self)
    }

    /// `value` as JSON text on one line: `{"w": 3, "tags": ["a", "b"]}`.
    static func oneLine(_ value: JSONValue) -> String { text(of: value, layout: .oneLine) }

    // MARK: Values

    mutating func append(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): appendBool(flag)
        case .number(let literal): output.append(contentsOf: literal.utf8)
        case .string(let text): appendString(text)
        case .stored(let stored): append(stored, indent: indent)
        case .array(let elements):
            let inline = layout == .oneLine || (layout == .display && elements.allSatisfy(\.isScalar))
            appendContainer(elements, open: "[", close: "]", indent: indent, inline: inline) { writer, element in
                writer.append(element, indent: indent + 1)
            }
        case .object(let members):
            appendContainer(members, open: "{", close: "}", indent: indent, inline: layout == .oneLine) {
                writer, member in
                writer.appendMember(member.key) { $0.append(member.value, indent: indent + 1) }
            }
        }
    }

    /// Appends a stored value with the one mapping described on the type.
    mutating func append(_ value: PrefsValue, indent: Int) {
        if let text = value.jsonStringForm { return appendString(text) }
        switch value {
        case .bool(let flag): appendBool(flag)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .double(let number): output.append(contentsOf: ValueFormat.jsonNumber(number).utf8)
        case .string(let text): appendString(text)
        case .date, .data: break  // Written above, as their string.
        case .array(let values):
            let inline = layout == .oneLine || (layout == .display && values.allSatisfy(\.isScalar))
            appendContainer(values, open: "[", close: "]", indent: indent, inline: inline) { writer, element in
                writer.append(element, indent: indent + 1)
            }
        case .dictionary(let values):
            let members = values.sorted { $0.key < $1.key }
            appendContainer(members, open: "{", close: "}", indent: indent, inline: layout == .oneLine) {
                writer, member in
                writer.appendMember(member.key) { $0.append(member.value, indent: indent + 1) }
            }
        }
    }

    /// Appends `"key": ` and then the value `body` appends.
    mutating func appendMember(_ key: String, _ body: (inout JSONWriter) -> Void) {
        appendString(key)
        output.append(contentsOf: [UInt8(ascii: ":"), 0x20])
        body(&self)
    }

    private mutating func appendContainer<Element>(
        _ elements: [Element], open: Unicode.Scalar, close: Unicode.Scalar, indent: Int, inline: Bool,
        _ appendElement: (inout JSONWriter, Element) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard !elements.isEmpty else {
            output.append(UInt8(ascii: close))
            return
        }
        for (position, element) in elements.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            if inline {
                if position > 0 { output.append(0x20) }
            } else {
                output.append(0x0A)
                output.append(contentsOf: repeatElement(0x20, count: 2 * (indent + 1)))
            }
            appendElement(&self, element)
        }
        if !inline {
            output.append(0x0A)
            output.append(contentsOf: repeatElement(0x20, count: 2 * indent))
        }
        output.append(UInt8(ascii: close))
    }

    // MARK: Scalars

    mutating func appendBool(_ flag: Bool) {
        output.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    /// The one string escaper.
    mutating func appendString(_ text: String) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for (position, byte) in bytes.enumerated()
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                runStart = position + 1
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    output.append(contentsOf: [
                        0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)],
                    ])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        case .stored(let value): value.isScalar
        default: true
        }
    }
}

extension PrefsValue {
    var isScalar: Bool {
        switch self {
        case .array, .dictionary: false
        default: true
        }
    }
}
