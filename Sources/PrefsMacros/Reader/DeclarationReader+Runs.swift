// Types and expressions as runs of tokens: where each ends, as Swift ends a statement's.

extension DeclarationReader {

    /// A type from the current token: up to a top-level `=`, `{`, `,`, closing bracket, `where`, or a line break not
    /// followed by `&`, `->` or `.`. `nil` when there is none.
    mutating func readType() -> Node? {
        let start = index
        var angles = 0
        while !atEnd {
            if index > start && angles == 0 {
                if isPunctuation("=") || isPunctuation("{") || isPunctuation(",") || isPunctuation(")")
                    || isPunctuation("]") || isPunctuation("}") || isPunctuation(";") || isPunctuation(":")
                    || isWord("where")
                {
                    break
                }
                if token.startsLine && !(isPunctuation("&") || isPunctuation("->") || isPunctuation(".")) { break }
            }
            if index == start && (isPunctuation("=") || isPunctuation("{") || isPunctuation(",")) { break }
            if isOpening(index) {
                index = matchingClose(of: index) + 1
                continue
            }
            if isPunctuation(")") || isPunctuation("]") || isPunctuation("}") { break }
            if token.kind == .operator && text() != "->" {
                for character in text().utf8 {
                    if character == UInt8(ascii: "<") { angles += 1 }
                    if character == UInt8(ascii: ">") { angles = max(0, angles - 1) }
                }
            }
            index += 1
        }
        return index > start ? Node(source, start, index - 1) : nil
    }

    /// An expression from the current token, as Swift ends a statement's expression.
    mutating func readExpression() -> Node? {
        let start = index
        var complete = false
        while !atEnd {
            if isPunctuation(",") || isPunctuation(")") || isPunctuation("]") || isPunctuation("}")
                || isPunctuation(";")
            {
                break
            }
            if token.kind == .poundKeyword && text() == "#if" && complete && postfixMemberFollowsCondition() {
                skipConditionalPostfix()
                continue
            }
            if token.startsLine && complete && !continuesExpression() { break }
            if token.kind == .poundKeyword && token.startsLine { break }
            if isPunctuation("{") {
                if complete && (token.startsLine || looksLikeAccessors(at: index)) { break }
                index = matchingClose(of: index) + 1
                complete = true
                continue
            }
            if isOpening(index) {
                index = matchingClose(of: index) + 1
                complete = true
                continue
            }
            complete = endsOperand()
            index += 1
        }
        return index > start ? Node(source, start, index - 1) : nil
    }

    /// Whether the `#if` at the current token continues an expression with a postfix member (`.sorted()`), as Swift
    /// reads `value\n#if DEBUG\n.sorted()\n#endif`.
    func postfixMemberFollowsCondition() -> Bool {
        source.isPunctuation(source.nextLineStart(after: index), ".")
    }

    /// Skips a postfix `#if … #endif` (nested ones included).
    mutating func skipConditionalPostfix() {
        var depth = 0
        while !atEnd {
            if token.kind == .poundKeyword {
                if text() == "#if" { depth += 1 }
                if text() == "#endif" {
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return
                    }
                }
            }
            index = isOpening(index) ? matchingClose(of: index) + 1 : index + 1
        }
    }

    /// Whether the current token, at the start of a line, continues the expression before it.
    func continuesExpression() -> Bool {
        if isPunctuation(".") || isPunctuation(":") { return true }
        if token.kind == .operator { return token.spaceAfter || text() == "?" || text() == "!" }
        return token.kind == .identifier && ["as", "is", "else", "catch"].contains(text())
    }

    /// Whether the expression is complete after the current token.
    func endsOperand() -> Bool {
        switch token.kind {
        case .identifier:
            return ![
                "try", "await", "as", "is", "else", "if", "switch", "return", "in", "throw", "consume", "copy",
                "some", "any", "case",
            ]
            .contains(text())
        case .integerLiteral, .floatLiteral, .stringLiteral, .poundKeyword: return true
        case .operator:
            // A postfix `?` or `!`, written against its operand.
            return (text() == "?" || text() == "!") && !token.spaceBefore
        default: return false
        }
    }

    // MARK: Brackets

    func isOpening(_ position: Int) -> Bool { source.isOpening(position) }

    func matchingClose(of open: Int) -> Int { source.matchingClose(of: open) }

    /// Skips `<…>` (generic parameters or arguments) from the current `<`.
    mutating func skipAngles() {
        var depth = 0
        repeat {
            if isOpening(index) {
                index = matchingClose(of: index) + 1
                continue
            }
            if token.kind == .operator && text() != "->" {
                for character in text().utf8 {
                    if character == UInt8(ascii: "<") { depth += 1 }
                    if character == UInt8(ascii: ">") { depth -= 1 }
                }
            }
            index += 1
        } while depth > 0 && !atEnd && !isPunctuation("{") && !isPunctuation(")")
    }

    /// Skips tokens (brackets whole) until `stop` holds or the text ends.
    mutating func skip(until stop: (TokenizedSource, Int) -> Bool) {
        while !atEnd && !stop(source, index) {
            index = isOpening(index) ? matchingClose(of: index) + 1 : index + 1
        }
    }

    /// Skips a declaration or statement the reader does not model: to the start of a line that starts a
    /// declaration, a `;`, or the `}` of the enclosing block.
    mutating func skipStatement(from start: Int) {
        if index == start && !atEnd && !isPunctuation("}") { index += 1 }
        while !atEnd {
            if isPunctuation(";") || isPunctuation("}") || isPunctuation(")") || isPunctuation("]") { break }
            if token.startsLine && index > start && startsDeclaration() { break }
            index = isOpening(index) ? matchingClose(of: index) + 1 : index + 1
        }
    }

    func startsDeclaration() -> Bool {
        if isPunctuation("@") || token.kind == .poundKeyword { return true }
        guard token.kind == .identifier else { return false }
        if Self.declarationKeywords.contains(text()) { return true }
        return Self.modifierWords.contains(text()) && source[index + 1].kind == .identifier
            && !source[index + 1].startsLine
    }
}

extension TokenizedSource {
    /// The first token after `position` that starts a line (brackets skipped whole): where a `#if` condition or a
    /// directive's line ends.
    func nextLineStart(after position: Int) -> Int {
        var next = position + 1
        while self[next].kind != .end && !self[next].startsLine {
            next = isOpening(next) ? matchingClose(of: next) + 1 : next + 1
        }
        return next
    }
}
