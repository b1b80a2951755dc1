/// Splits Swift source into tokens and trivia.
///
/// It knows what the macros' reader needs and no more: names, numbers, every string literal form (escapes,
/// interpolations with nested literals, multi-line, raw with any number of `#`), nested block comments, operators and
/// punctuation. It never fails: a byte it cannot place becomes an `.unknown` token, and a literal or comment that
/// never ends runs to the end of the text. Every loop advances, so it always terminates.
struct Lexer {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private func byte(_ offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    private var current: UInt8 { byte(position) }

    // MARK: Tokens

    mutating func tokens() -> [Token] {
        var tokens: [Token] = []
        var leadingStart = 0
        while true {
            let sawNewline = skipTrivia(stopAtNewline: false)
            let startsLine = sawNewline || tokens.isEmpty
            let start = position
            let spaceBefore = tokens.last.map { start > $0.end } ?? true
            let kind = position >= bytes.count ? Token.Kind.end : lexToken(after: tokens.last)
            let end = position
            _ = skipTrivia(stopAtNewline: true)
            let trailingEnd = position
            tokens.append(
                Token(
                    kind: kind, start: start, end: end, leadingStart: leadingStart, trailingEnd: trailingEnd,
                    startsLine: startsLine, spaceBefore: spaceBefore,
                    spaceAfter: trailingEnd > end || isLineBreak(current) || position >= bytes.count))
            leadingStart = trailingEnd
            if kind == .end { return tokens }
        }
    }

    private mutating func lexToken(after previous: Token?) -> Token.Kind {
        let first = current
        if first == UInt8(ascii: "#") {
            if let kind = lexPound() { return kind }
        }
        if first == UInt8(ascii: "\"") { return lexString(hashes: 0) }
        if isIdentifierStart(first) || first == UInt8(ascii: "$") {
            position += 1
            while isIdentifierContinuation(current) { position += 1 }
            return .identifier
        }
        if first == UInt8(ascii: "`") { return lexBacktickedName() }
        if isDigit(first) { return lexNumber() }
        if first == UInt8(ascii: ":") && byte(position + 1) == UInt8(ascii: ":") {
            // A module selector: `PrefsKitCompatibility::URLStringPrefsCoding`.
            position += 2
            return .punctuation
        }
        switch first {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"),
            UInt8(ascii: "\\"):
            position += 1
            return .punctuation
        default: break
        }
        if first == UInt8(ascii: ".") && byte(position + 1) != UInt8(ascii: ".") {
            position += 1
            return .punctuation
        }
        if isOperatorCharacter(first) { return lexOperator(after: previous) }
        // Anything else: one whole UTF-8 scalar.
        position += 1
        while position < bytes.count && current & 0xC0 == 0x80 { position += 1 }
        return .unknown
    }

    /// `#if`, `#"raw"#`, or `nil` (and no progress) for a lone `#`.
    private mutating func lexPound() -> Token.Kind? {
        var hashes = 0
        while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(position + hashes) == UInt8(ascii: "\"") {
            position += hashes
            return lexString(hashes: hashes)
        }
        if hashes == 1 && isIdentifierStart(byte(position + 1)) {
            position += 1
            while isIdentifierContinuation(current) { position += 1 }
            return .poundKeyword
        }
        position += 1
        return .unknown
    }

    private mutating func lexBacktickedName() -> Token.Kind {
        position += 1
        while position < bytes.count && current != UInt8(ascii: "`") && !isLineBreak(current) { position += 1 }
        if current == UInt8(ascii: "`") {
            position += 1
            return .identifier
        }
        return .unknown
    }

    private mutating func lexNumber() -> Token.Kind {
        let isHex = current == UInt8(ascii: "0") && (byte(position + 1) | 0x20) == UInt8(ascii: "x")
        var isFloat = false
        func exponent(_ character: UInt8) -> Bool {
            let lower = character | 0x20
            return isHex ? lower == UInt8(ascii: "p") : lower == UInt8(ascii: "e")
        }
        while true {
            let character = current
            if isIdentifierContinuation(character) {
                if exponent(character) {
                    isFloat = true
                    if byte(position + 1) == UInt8(ascii: "+") || byte(position + 1) == UInt8(ascii: "-") {
                        position += 1
                    }
                }
                position += 1
            } else if character == UInt8(ascii: ".")
                && (isDigit(byte(position + 1)) || (isHex && isHexDigit(byte(position + 1))))
            {
                isFloat = true
                position += 1
            } else {
                break
            }
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    private mutating func lexOperator(after previous: Token?) -> Token.Kind {
        let start = position
        // A `?` or `!` right after an operand is postfix, one character: `Int??`, `a!.b`.
        if current == UInt8(ascii: "?") || current == UInt8(ascii: "!"), let previous, previous.end == start,
            previous.kind != .operator
        {
            position += 1
            return .operator
        }
        let dotted = current == UInt8(ascii: ".")
        while isOperatorCharacter(current) && (dotted || current != UInt8(ascii: ".")) {
            // `/*` and `//` start comments, even inside an operator.
            if current == UInt8(ascii: "/")
                && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*"))
                && position > start
            {
                break
            }
            position += 1
        }
        if position == start { position += 1 }
        return .operator
    }

    // MARK: String literals

    /// A string literal from its opening quote (after any `#`s), through its closing delimiter.
    private mutating func lexString(hashes: Int) -> Token.Kind {
        let multiline =
            byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        return scanStringBody(hashes: hashes, multiline: multiline) ? .stringLiteral : .unknown
    }

    /// Scans to the end of a string literal's body; `false` when it never ends.
    private mutating func scanStringBody(hashes: Int, multiline: Bool) -> Bool {
        while position < bytes.count {
            let character = current
            if !multiline && isLineBreak(character) { return false }
            if character == UInt8(ascii: "\\") && hashesFollow(position + 1, count: hashes) {
                position += 1 + hashes
                if current == UInt8(ascii: "(") {
                    position += 1
                    skipInterpolation()
                } else if position < bytes.count {
                    position += 1
                }
                continue
            }
            if character == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ byte(position + $0) == UInt8(ascii: "\"") })
                    && hashesFollow(position + quotes, count: hashes)
                {
                    position += quotes + hashes
                    return true
                }
            }
            position += 1
        }
        return false
    }

    private func hashesFollow(_ offset: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
    }

    /// Skips an interpolation's expression after its `(`, through the matching `)`, nested literals included.
    private mutating func skipInterpolation() {
        var depth = 1
        while position < bytes.count {
            let character = current
            if character == UInt8(ascii: "\"") || (character == UInt8(ascii: "#") && lexPoundStringAhead()) {
                var hashes = 0
                while current == UInt8(ascii: "#") {
                    hashes += 1
                    position += 1
                }
                _ = lexString(hashes: hashes)
                continue
            }
            if character == UInt8(ascii: "/")
                && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*"))
            {
                _ = skipTrivia(stopAtNewline: false)
                continue
            }
            if character == UInt8(ascii: "(") { depth += 1 }
            if character == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    position += 1
                    return
                }
            }
            position += 1
        }
    }

    private func lexPoundStringAhead() -> Bool {
        var offset = position
        while byte(offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(offset) == UInt8(ascii: "\"")
    }

    // MARK: Trivia

    /// Skips whitespace and comments; with `stopAtNewline`, stops before a line break. Returns whether a line break
    /// was skipped.
    private mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
        var sawNewline = false
        while position < bytes.count {
            let character = current
            if isLineBreak(character) {
                if stopAtNewline { return sawNewline }
                sawNewline = true
                position += 1
            } else if character == UInt8(ascii: " ") || character == UInt8(ascii: "\t") || character == 0x0B
                || character == 0x0C || character == 0
            {
                position += 1
            } else if character == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "/") {
                while position < bytes.count && !isLineBreak(current) { position += 1 }
            } else if character == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return sawNewline
            }
        }
        return sawNewline
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if current == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*") && byte(position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    // MARK: Character classes

    private func isLineBreak(_ character: UInt8) -> Bool {
        character == UInt8(ascii: "\n") || character == UInt8(ascii: "\r")
    }

    private func isDigit(_ character: UInt8) -> Bool {
        character >= UInt8(ascii: "0") && character <= UInt8(ascii: "9")
    }

    private func isHexDigit(_ character: UInt8) -> Bool {
        isDigit(character) || (character | 0x20 >= UInt8(ascii: "a") && character | 0x20 <= UInt8(ascii: "f"))
    }

    private func isIdentifierStart(_ character: UInt8) -> Bool {
        let lower = character | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || character == UInt8(ascii: "_")
            || character >= 0x80
    }

    private func isIdentifierContinuation(_ character: UInt8) -> Bool {
        isIdentifierStart(character) || isDigit(character)
    }

    private func isOperatorCharacter(_ character: UInt8) -> Bool {
        switch character {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
