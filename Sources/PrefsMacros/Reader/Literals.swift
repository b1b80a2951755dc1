/// The literals the macros look inside: string literals' values, numbers, Booleans, enum cases, closed ranges and
/// dictionary literals' keys. Anything else is an expression the macros only copy.
extension Node {
    /// The value of a string literal without interpolation (escapes decoded, a multi-line literal's indentation
    /// removed), as the compiler reads it; `nil` for anything else.
    var stringLiteralValue: String? {
        guard first == last, firstToken.kind == .stringLiteral else { return nil }
        return StringLiteralValue.decode(Array(text.utf8))
    }

    var isNilLiteral: Bool { isToken("nil") && firstToken.kind == .identifier }

    /// The keys of a dictionary literal with at least one element (`[a: 1, b: 2]`); `nil` for anything else.
    var dictionaryKeys: [Node]? {
        guard source.isPunctuation(first, "["), source.matchingClose(of: first) == last else { return nil }
        var keys: [Node] = []
        for element in source.splitAtCommas(from: first + 1, to: last) {
            var position = element.first
            while position <= element.last && !source.isPunctuation(position, ":") {
                position = source.isOpening(position) ? source.matchingClose(of: position) + 1 : position + 1
            }
            guard position <= element.last, position > element.first else { return nil }
            keys.append(Node(source, element.first, position - 1))
        }
        return keys.isEmpty ? nil : keys
    }

    /// The operands of a top-level `lhs ... rhs`; `nil` when the node is not one.
    var closedRangeOperands: (Node, Node)? {
        var position = first
        while position <= last {
            if source.isOpening(position) {
                position = source.matchingClose(of: position) + 1
                continue
            }
            if source[position].kind == .operator && source.text(position) == "..." && position > first
                && position < last
            {
                return (Node(source, first, position - 1), Node(source, position + 1, last))
            }
            position += 1
        }
        return nil
    }
}

/// A literal as the macros can compare it: a number, text, a Boolean, or an enum case (`.dark`, `Theme.dark`).
enum LiteralValue: Equatable {
    case number(Double)
    case text(String)
    case boolean(Bool)
    case member(String)

    init?(_ node: Node) {
        let tokens = node.tokenTexts
        let kinds = node.indices.map { $0.map { node.source[$0].kind } } ?? []
        if tokens.count == 1 {
            switch kinds[0] {
            case .integerLiteral:
                guard let value = Int(tokens[0].filter { $0 != "_" }) else { return nil }
                self = .number(Double(value))
            case .floatLiteral:
                let text = tokens[0].filter { $0 != "_" }
                guard !text.hasPrefix("0x"), let value = Double(text) else { return nil }
                self = .number(value)
            case .stringLiteral:
                guard let value = node.stringLiteralValue else { return nil }
                self = .text(value)
            case .identifier where tokens[0] == "true" || tokens[0] == "false":
                self = .boolean(tokens[0] == "true")
            default: return nil
            }
        } else if tokens.count == 2, tokens[0] == "-", kinds[0] == .operator, !node.firstToken.spaceAfter,
            case .number(let value)? = LiteralValue(Node(node.source, node.first + 1, node.last))
        {
            self = .number(-value)
        } else if tokens.count == 2, tokens[0] == ".", kinds[1] == .identifier {
            self = .member(tokens[1])
        } else if tokens.count == 3, kinds[0] == .identifier, tokens[1] == ".", kinds[2] == .identifier {
            self = .member(tokens[2])
        } else {
            return nil
        }
    }

    func isSameKind(as other: LiteralValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.text, .text), (.boolean, .boolean), (.member, .member): true
        default: false
        }
    }

    var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }
}

/// Decodes the text of a string literal token.
enum StringLiteralValue {
    /// The value of `literal` (its whole text, delimiters included), or `nil` when it has an interpolation or is
    /// malformed.
    static func decode(_ literal: [UInt8]) -> String? {
        var hashes = 0
        while hashes < literal.count && literal[hashes] == UInt8(ascii: "#") { hashes += 1 }
        let quote = UInt8(ascii: "\"")
        let multiline = literal.count >= hashes + 6 && literal[hashes..<hashes + 3].allSatisfy { $0 == quote }
        let delimiter = (multiline ? 3 : 1) + hashes
        guard literal.count >= delimiter * 2 else { return nil }
        var body = Array(literal[delimiter..<(literal.count - delimiter)])
        if multiline {
            guard let stripped = removeIndentation(of: body) else { return nil }
            body = stripped
        }
        return unescape(body, hashes: hashes)
    }

    /// A multi-line literal's lines without the closing delimiter's indentation, and without the line breaks after
    /// the opening delimiter and before the closing one.
    private static func removeIndentation(of body: [UInt8]) -> [UInt8]? {
        let text = String(decoding: body, as: UTF8.self).replacing("\r\n", with: "\n")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0].allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        let indentation = lines.removeLast()
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        lines.removeFirst()
        let stripped = lines.map { line -> Substring in
            if line.hasPrefix(indentation) { return line.dropFirst(indentation.count) }
            return line.allSatisfy { $0 == " " || $0 == "\t" } ? "" : line
        }
        return Array(stripped.joined(separator: "\n").utf8)
    }

    private static func unescape(_ body: [UInt8], hashes: Int) -> String? {
        var scalars = String.UnicodeScalarView()
        var output: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: output, as: UTF8.self).unicodeScalars)
            output.removeAll()
        }
        var position = 0
        while position < body.count {
            let byte = body[position]
            guard byte == UInt8(ascii: "\\"),
                (0..<hashes).allSatisfy({
                    position + 1 + $0 < body.count && body[position + 1 + $0] == UInt8(ascii: "#")
                })
            else {
                output.append(byte)
                position += 1
                continue
            }
            position += 1 + hashes
            guard position < body.count else { return nil }
            let escaped = body[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): output.append(0)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): output.append(escaped)
            case UInt8(ascii: "\n"):
                // A line continuation: the line break is not part of the value.
                break
            case UInt8(ascii: "u"):
                guard position < body.count, body[position] == UInt8(ascii: "{"),
                    let close = body[position...].firstIndex(of: UInt8(ascii: "}")),
                    let value = UInt32(String(decoding: body[(position + 1)..<close], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { return nil }
                flush()
                scalars.append(scalar)
                position = close + 1
            default:
                // `\(`: an interpolation; anything else is not a valid escape.
                return nil
            }
        }
        flush()
        return String(scalars)
    }
}
