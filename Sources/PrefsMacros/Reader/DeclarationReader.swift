/// Reads declarations from tokens: attributes and their arguments, modifiers, names, generic parameters, inherited
/// types, member blocks (with `#if` blocks and nested types), bindings with their types, initializers and accessors,
/// and function signatures.
///
/// Types, expressions and bodies are kept as token runs ( `Node`s ): the macros copy them verbatim and look inside only
/// at literals (see `LiteralValue`). Where an expression or a type ends follows Swift's rules for statements: at a
/// comma or closing bracket of the enclosing list, or at a line break after a complete operand unless the next line
/// continues it (an infix operator, `.member`, `?`/`:` of a conditional, `as`, `is`, `else`). The reader never fails:
/// on text it does not understand it still returns a declaration (of kind `.other`) covering what it skipped, and
/// every loop consumes at least one token, so it always ends.
struct DeclarationReader {
    let source: TokenizedSource
    var index = 0

    init(_ source: TokenizedSource) { self.source = source }

    /// The first declaration of `source`.
    static func declaration(in source: TokenizedSource) -> Declaration? {
        var reader = DeclarationReader(source)
        guard source[0].kind != .end else { return nil }
        return reader.readDeclaration()
    }

    /// The attribute at the start of `source`.
    static func attribute(in source: TokenizedSource) -> Attribute? {
        var reader = DeclarationReader(source)
        guard source.isPunctuation(0, "@") else { return nil }
        return reader.readAttribute()
    }

    var token: Token { source[index] }
    var atEnd: Bool { token.kind == .end }
    func text(_ offset: Int = 0) -> String { source.text(index + offset) }
    func isPunctuation(_ text: String, _ offset: Int = 0) -> Bool {
        source.isPunctuation(index + offset, text)
    }
    func isWord(_ word: String, _ offset: Int = 0) -> Bool { source.isWord(index + offset, word) }

    // MARK: Declarations

    static let declarationKeywords: Set<String> = [
        "var", "let", "func", "class", "struct", "enum", "protocol", "extension", "actor", "init", "deinit",
        "subscript", "typealias", "associatedtype", "case", "import", "operator", "precedencegroup", "macro",
    ]

    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override",
        "lazy", "weak", "unowned", "nonisolated", "mutating", "nonmutating", "dynamic", "optional", "required",
        "convenience", "indirect", "prefix", "postfix", "infix", "distributed", "isolated", "consuming", "borrowing",
        "__consuming", "__setter_access", "_const",
    ]

    /// Reads one declaration from the current token.
    mutating func readDeclaration() -> Declaration {
        let start = index
        var attributes: [Attribute] = []
        while !atEnd {
            if isPunctuation("@") {
                attributes.append(readAttribute())
            } else if token.kind == .poundKeyword && text() == "#if" && isIfConfigOfAttributes() {
                // Attributes inside `#if` blocks of an attribute list are read past, not taken: the macros see only
                // the attributes that always apply.
                while !atEnd {
                    let directive = text()
                    skipDirective()
                    while isPunctuation("@") { _ = readAttribute() }
                    if directive == "#endif" { break }
                }
            } else {
                break
            }
        }
        var modifiers: [Modifier] = []
        while let modifier = readModifier() { modifiers.append(modifier) }
        let keyword = token.kind == .identifier ? text() : ""
        switch keyword {
        case "var", "let": return readVariable(from: start, attributes: attributes, modifiers: modifiers)
        case "func": return readFunction(from: start, attributes: attributes, modifiers: modifiers)
        case "class", "struct", "enum", "protocol", "extension":
            return readType(from: start, attributes: attributes, modifiers: modifiers)
        case "actor" where source[index + 1].kind == .identifier && !source[index + 1].startsLine:
            return readType(from: start, attributes: attributes, modifiers: modifiers)
        default: break
        }
        if token.kind == .poundKeyword && text() == "#if" { return readIfConfig(from: start) }
        skipStatement(from: start)
        return make(.other, from: start, attributes: attributes, modifiers: modifiers)
    }

    /// Whether the `#if` at the current token, through its `#endif`, holds only attributes (a conditional part of an
    /// attribute list, not a block of declarations).
    private func isIfConfigOfAttributes() -> Bool {
        var position = index
        while source[position].kind == .poundKeyword {
            let directive = source.text(position)
            if directive == "#endif" { return true }
            guard ["#if", "#elseif", "#else"].contains(directive) else { return false }
            position = directive == "#else" ? position + 1 : source.nextLineStart(after: position)
            while source.isPunctuation(position, "@") {
                position += 1
                while source[position].kind == .identifier || source.isPunctuation(position, ".") { position += 1 }
                if source.isPunctuation(position, "(") && !source[position].startsLine {
                    position = source.matchingClose(of: position) + 1
                }
            }
        }
        return false
    }

    /// Skips a `#if`/`#elseif` with its condition (to the end of its line), or an `#else`/`#endif`.
    mutating func skipDirective() {
        let directive = text()
        index = directive == "#if" || directive == "#elseif" ? source.nextLineStart(after: index) : index + 1
    }

    private mutating func readAttribute() -> Attribute {
        let start = index
        index += 1  // `@`
        var name = ""
        if token.kind == .identifier {
            let nameStart = index
            index += 1
            while isPunctuation(".") && source[index + 1].kind == .identifier && !token.spaceBefore {
                index += 2
            }
            name = source.source.text(source[nameStart].start, source[index - 1].end)
            if isPunctuation("<") && !token.spaceBefore { skipAngles() }
        }
        var arguments: [Argument] = []
        var argumentList: Node?
        if isPunctuation("(") && !token.startsLine {
            let open = index
            let close = matchingClose(of: open)
            arguments = readArguments(from: open + 1, to: close)
            if let firstArgument = arguments.first, let lastArgument = arguments.last {
                argumentList = Node(source, firstArgument.node.first, lastArgument.node.last)
            }
            index = close + 1
        }
        return Attribute(
            node: Node(source, start, max(start, index - 1)), name: name, arguments: arguments,
            argumentList: argumentList)
    }

    /// The arguments between the tokens `start` and `end` (exclusive), split at top-level commas.
    private func readArguments(from start: Int, to end: Int) -> [Argument] {
        splitAtCommas(from: start, to: end).map { element in
            let hasLabel =
                element.last - element.first >= 1 && source[element.first].kind == .identifier
                && source.isPunctuation(element.first + 1, ":")
            let expressionFirst = hasLabel ? element.first + 2 : element.first
            var expressionLast = element.last
            if source.isPunctuation(expressionLast, ",") { expressionLast -= 1 }
            return Argument(
                node: Node(source, element.first, element.last),
                label: hasLabel ? source.text(element.first) : nil,
                expression: Node(source, expressionFirst, expressionLast))
        }
    }

    private func splitAtCommas(from start: Int, to end: Int) -> [(first: Int, last: Int)] {
        source.splitAtCommas(from: start, to: end)
    }

    private mutating func readModifier() -> Modifier? {
        guard token.kind == .identifier, Self.modifierWords.contains(text()) else { return nil }
        let next = source[index + 1]
        let nextText = source.text(index + 1)
        let hasDetail = source.isPunctuation(index + 1, "(") && !next.spaceBefore
        // `class Name` declares a class; `class var` or `class func` is a modifier.
        if text() == "class"
            && !(next.kind == .identifier
                && (Self.declarationKeywords.contains(nextText)
                    || Self.modifierWords.contains(nextText)))
        {
            return nil
        }
        guard hasDetail || next.kind == .identifier || source.isPunctuation(index + 1, "@") else { return nil }
        let start = index
        let name = text()
        var detail: String?
        index += 1
        if hasDetail {
            let close = matchingClose(of: index)
            detail = source.source.text(source[index + 1].start, source[close].start)
            index = close + 1
        }
        return Modifier(node: Node(source, start, index - 1), name: name, detail: detail)
    }

    private func make(
        _ kind: Declaration.Kind, from start: Int, attributes: [Attribute], modifiers: [Modifier],
        keyword: Node? = nil, name: Node? = nil, genericParameters: Node? = nil, inheritedTypes: [Node] = [],
        members: [Declaration] = [], memberBlock: Node? = nil, bindings: [Binding] = [], bindingList: Node? = nil,
        signature: Node? = nil, parameters: [Parameter] = [], hasEffects: Bool = false
    ) -> Declaration {
        Declaration(
            kind: kind, node: Node(source, start, max(start, index - 1)), attributes: attributes,
            modifiers: modifiers, keyword: keyword, name: name, genericParameters: genericParameters,
            inheritedTypes: inheritedTypes, members: members, memberBlock: memberBlock, bindings: bindings,
            bindingList: bindingList, signature: signature, parameters: parameters, hasEffects: hasEffects)
    }

    // MARK: Variables

    private mutating func readVariable(from start: Int, attributes: [Attribute], modifiers: [Modifier])
        -> Declaration
    {
        let keyword = Node(source, index, index)
        index += 1
        var bindings: [Binding] = []
        repeat {
            if !bindings.isEmpty { index += 1 }  // the comma
            bindings.append(readBinding())
        } while isPunctuation(",") && !atEnd
        let bindingList = bindings.first.map { Node(source, $0.node.first, bindings[bindings.count - 1].node.last) }
        return make(
            .variable, from: start, attributes: attributes, modifiers: modifiers, keyword: keyword,
            bindings: bindings, bindingList: bindingList)
    }

    private mutating func readBinding() -> Binding {
        let start = index
        var identifier: String?
        if token.kind == .identifier {
            // `_` is a wildcard, not a name.
            identifier = text() == "_" ? nil : text()
            index += 1
        } else if isPunctuation("(") {
            index = matchingClose(of: index) + 1
        } else if !atEnd && !isPunctuation(":") && !isPunctuation("=") {
            index += 1
        }
        let pattern = Node(source, start, max(start, index - 1))
        var type: Node?
        if isPunctuation(":") {
            index += 1
            type = readType()
        }
        var initializer: Node?
        if isPunctuation("=") {
            index += 1
            initializer = readExpression()
        }
        var accessorBlock: Node?
        if isPunctuation("{") && (initializer == nil || (!token.startsLine && looksLikeAccessors(at: index))) {
            let close = matchingClose(of: index)
            accessorBlock = Node(source, index, close)
            index = close + 1
        }
        let end = isPunctuation(",") ? index : index - 1
        return Binding(
            node: Node(source, start, max(start, end)), pattern: pattern, identifier: identifier, type: type,
            initializer: initializer, accessorBlock: accessorBlock)
    }

    /// Whether the `{` at `open` starts `willSet`/`didSet`/`get`/`set` accessors rather than a trailing closure.
    func looksLikeAccessors(at open: Int) -> Bool {
        var position = open + 1
        while source.isPunctuation(position, "@") {  // attributes on an accessor
            position += 2
            if source.isPunctuation(position, "(") { position = matchingClose(of: position) + 1 }
        }
        let word = source.text(position)
        return source[position].kind == .identifier
            && [
                "get", "set", "willSet", "didSet", "_read", "_modify", "init", "read", "modify", "unsafeAddress",
                "unsafeMutableAddress",
            ].contains(word)
            && (source.isPunctuation(position + 1, "{") || source.isPunctuation(position + 1, "(")
                || source.isPunctuation(position + 1, "}") || source[position + 1].startsLine
                || ["async", "throws", "mutating", "nonmutating"].contains(source.text(position + 1)))
    }

    // MARK: Functions

    private mutating func readFunction(from start: Int, attributes: [Attribute], modifiers: [Modifier])
        -> Declaration
    {
        let keyword = Node(source, index, index)
        index += 1
        var name: Node?
        if !atEnd && !isPunctuation("(") {
            name = Node(source, index, index)
            index += 1
        }
        var genericParameters: Node?
        if isPunctuation("<") || (token.kind == .operator && text().hasPrefix("<")) {
            let open = index
            skipAngles()
            genericParameters = Node(source, open, index - 1)
        }
        var signature: Node?
        var parameters: [Parameter] = []
        var hasEffects = false
        if isPunctuation("(") {
            let open = index
            let close = matchingClose(of: open)
            parameters = splitAtCommas(from: open + 1, to: close).map { readParameter($0.first, $0.last) }
            index = close + 1
            while token.kind == .identifier && !token.startsLine
                && ["async", "throws", "rethrows", "reasync"].contains(text())
            {
                hasEffects = true
                index += 1
                if isPunctuation("(") && !token.spaceBefore { index = matchingClose(of: index) + 1 }
            }
            if isPunctuation("->") {
                index += 1
                _ = readType()
            }
            signature = Node(source, open, index - 1)
        }
        if isWord("where") { skip(until: { $0.isPunctuation($1, "{") }) }
        if isPunctuation("{") { index = matchingClose(of: index) + 1 }
        return make(
            .function, from: start, attributes: attributes, modifiers: modifiers, keyword: keyword, name: name,
            genericParameters: genericParameters, signature: signature, parameters: parameters,
            hasEffects: hasEffects)
    }

    private func readParameter(_ first: Int, _ last: Int) -> Parameter {
        var position = first
        while source.isPunctuation(position, "@") { position += 2 }
        let firstName = source.text(position)
        var colon = position
        while colon <= last && !source.isPunctuation(colon, ":") {
            colon = isOpening(colon) ? matchingClose(of: colon) + 1 : colon + 1
        }
        guard colon < last else { return Parameter(firstName: firstName, type: nil, hasDefaultValue: false) }
        var typeEnd = colon + 1
        var hasDefault = false
        while typeEnd <= last {
            if source.isPunctuation(typeEnd, "=") {
                hasDefault = true
                break
            }
            if source.isPunctuation(typeEnd, ",") { break }
            typeEnd = isOpening(typeEnd) ? matchingClose(of: typeEnd) + 1 : typeEnd + 1
        }
        var typeLast = max(colon + 1, min(typeEnd, last + 1) - 1)
        // A variadic parameter's `...` is not part of its type.
        if source.isPunctuation(typeLast, "..."), typeLast > colon + 1 { typeLast -= 1 }
        return Parameter(firstName: firstName, type: Node(source, colon + 1, typeLast), hasDefaultValue: hasDefault)
    }

    // MARK: Types

    private mutating func readType(from start: Int, attributes: [Attribute], modifiers: [Modifier]) -> Declaration {
        let keywordText = text()
        let keyword = Node(source, index, index)
        index += 1
        let kind: Declaration.Kind =
            switch keywordText {
            case "class": .class
            case "struct": .struct
            case "enum": .enum
            case "protocol": .protocol
            case "extension": .extension
            default: .actor
            }
        var name: Node?
        if kind == .extension {
            if let type = readType() { name = type }
        } else if token.kind == .identifier {
            name = Node(source, index, index)
            index += 1
        }
        var genericParameters: Node?
        if (isPunctuation("<") || (token.kind == .operator && text().hasPrefix("<"))) && !token.spaceBefore {
            let open = index
            skipAngles()
            genericParameters = Node(source, open, index - 1)
        }
        var inherited: [Node] = []
        if isPunctuation(":") {
            index += 1
            while !atEnd, let type = readType() {
                inherited.append(type)
                guard isPunctuation(",") else { break }
                index += 1
            }
        }
        if isWord("where") { skip(until: { $0.isPunctuation($1, "{") }) }
        var members: [Declaration] = []
        var memberBlock: Node?
        if isPunctuation("{") {
            let open = index
            let close = matchingClose(of: open)
            index = open + 1
            members = readMembers(until: close, insideIfConfig: false)
            memberBlock = Node(source, open, close)
            index = close + 1
        }
        return make(
            kind, from: start, attributes: attributes, modifiers: modifiers, keyword: keyword, name: name,
            genericParameters: genericParameters, inheritedTypes: inherited, members: members,
            memberBlock: memberBlock)
    }

    /// The declarations up to the token `close` (exclusive); inside an `#if` clause, up to its next directive or a
    /// `}` that closes the enclosing block.
    private mutating func readMembers(until close: Int, insideIfConfig: Bool) -> [Declaration] {
        var members: [Declaration] = []
        while index < close && !atEnd {
            if insideIfConfig && isPunctuation("}") { break }
            if isPunctuation(";") {
                index += 1
                continue
            }
            if token.kind == .poundKeyword && ["#else", "#elseif", "#endif"].contains(text()) { break }
            let before = index
            members.append(readDeclaration())
            if index <= before { index = before + 1 }
            if index > close { index = close }
        }
        return members
    }

    /// `#if … #elseif … #else … #endif` among members: one declaration whose members are every clause's.
    private mutating func readIfConfig(from start: Int) -> Declaration {
        var members: [Declaration] = []
        var depthGuard = 0
        while !atEnd && depthGuard < 10_000 {
            depthGuard += 1
            let directive = text()
            // A condition runs to the end of its line.
            skipDirective()
            if directive == "#endif" { break }
            members += readMembers(until: source.tokens.count, insideIfConfig: true)
            guard token.kind == .poundKeyword, ["#else", "#elseif", "#endif"].contains(text()) else { break }
        }
        return make(.ifConfig, from: start, attributes: [], modifiers: [], members: members)
    }
}
