/// One token of Swift source, with the byte offsets of its text and of the trivia around it.
///
/// Offsets are UTF-8 offsets into the text the compiler sent (a `SourceText`), as the compiler's own positions are.
/// Trivia follows the Swift parser's rule: a token's trailing trivia is the spaces and comments after it up to the end of
/// its line; everything after that, up to the next token, is the next token's leading trivia.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A name or keyword: `var`, `storage`, `` `default` ``, `$0`, `größe`.
        case identifier
        /// `#if`, `#else`, `#available`, `#selector`…
        case poundKeyword
        case integerLiteral
        case floatLiteral
        /// A whole string literal, interpolations and delimiters included: `"a\(b)"`, `#"raw"#`, `"""…"""`.
        case stringLiteral
        /// `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `@`, `.` (a member access), `` ` ``.
        case punctuation
        /// An operator, `=`, `->`, `?` and `!` included.
        case `operator`
        /// A byte the lexer cannot place, or a literal that never ends.
        case unknown
        /// The end of the text.
        case end
    }

    let kind: Kind
    /// The token's text.
    let start: Int
    let end: Int
    /// Where its leading trivia begins (the end of the previous token's trailing trivia).
    let leadingStart: Int
    /// Where its trailing trivia ends.
    let trailingEnd: Int
    /// Whether a line break is in its leading trivia (or it is the first token).
    let startsLine: Bool
    /// Whether any whitespace or comment is directly before or after it.
    let spaceBefore: Bool
    let spaceAfter: Bool
}

/// The text of one syntax node the compiler sent, and where it sits in its file.
struct SourceText: Sendable {
    let bytes: [UInt8]
    /// The UTF-8 offset of `bytes[0]` in the file.
    let fileOffset: Int
    let fileName: String

    init(_ text: String, fileOffset: Int = 0, fileName: String = "") {
        self.bytes = Array(text.utf8)
        self.fileOffset = fileOffset
        self.fileName = fileName
    }

    /// The text of `start..<end`, clamped to the source.
    func text(_ start: Int, _ end: Int) -> String {
        let lower = max(0, min(start, bytes.count))
        let upper = max(lower, min(end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// A source and its tokens, read once.
struct TokenizedSource: Sendable {
    let source: SourceText
    /// Every token, the last one of kind `.end`.
    let tokens: [Token]

    init(_ source: SourceText) {
        self.source = source
        var lexer = Lexer(source.bytes)
        self.tokens = lexer.tokens()
    }

    /// The token at `index`, or the end token past the last one.
    subscript(_ index: Int) -> Token {
        index >= 0 && index < tokens.count ? tokens[index] : tokens[tokens.count - 1]
    }

    func text(of token: Token) -> String { source.text(token.start, token.end) }

    func text(_ index: Int) -> String { text(of: self[index]) }

    /// Whether the token at `index` is the punctuation or operator `text`.
    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        let token = self[index]
        return (token.kind == .punctuation || token.kind == .operator) && self.text(of: token) == text
    }

    /// Whether the token at `index` is the identifier or keyword `word` (not a backticked name).
    func isWord(_ index: Int, _ word: String) -> Bool {
        self[index].kind == .identifier && text(index) == word
    }
}

extension TokenizedSource {
    /// Whether the token at `position` opens a bracket: `(`, `[` or `{`.
    func isOpening(_ position: Int) -> Bool {
        isPunctuation(position, "(") || isPunctuation(position, "[") || isPunctuation(position, "{")
    }

    /// The index of the bracket that closes the one at `open`; the last token's index when it is never closed.
    func matchingClose(of open: Int) -> Int {
        var depth = 0
        var position = open
        while self[position].kind != .end {
            let token = self[position]
            if token.kind == .punctuation {
                switch text(of: token) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 { return position }
                default: break
                }
            }
            position += 1
        }
        return max(open, position - 1)
    }

    /// The elements between the tokens `start` and `end` (exclusive), split at top-level commas, each including its
    /// trailing comma.
    func splitAtCommas(from start: Int, to end: Int) -> [(first: Int, last: Int)] {
        var elements: [(first: Int, last: Int)] = []
        var elementStart = start
        var position = start
        while position < end && self[position].kind != .end {
            if isOpening(position) {
                position = matchingClose(of: position) + 1
                continue
            }
            if isPunctuation(position, ",") {
                elements.append((elementStart, position))
                elementStart = position + 1
            }
            position += 1
        }
        let stop = min(end, position)
        if elementStart < stop { elements.append((elementStart, stop - 1)) }
        return elements
    }
}
