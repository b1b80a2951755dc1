/// A run of tokens in a source: the tokens `first...last`, or none when `last < first` (an argument's missing
/// expression, as in `@Pref(key:)`).
///
/// Nodes are views of the source, never copies: their text is the source's text between their first and last
/// token (comments inside included, as a declaration is copied into generated code), and their positions are file offsets,
/// as the compiler's diagnostics need them.
struct Node: Sendable {
    let source: TokenizedSource
    let first: Int
    let last: Int

    init(_ source: TokenizedSource, _ first: Int, _ last: Int) {
        self.source = source
        self.first = first
        self.last = max(first - 1, last)
    }

    var isEmpty: Bool { last < first }

    var firstToken: Token { source[first] }
    var lastToken: Token { source[last] }

    /// The text without the trivia before the first token and after the last.
    var text: String { isEmpty ? "" : source.source.text(firstToken.start, lastToken.end) }

    /// The file offsets of the text (without leading and trailing trivia).
    var startOffset: Int { source.source.fileOffset + firstToken.start }
    var endOffset: Int { isEmpty ? startOffset : source.source.fileOffset + lastToken.end }
    /// The file offsets of the text with its trivia.
    var fullStartOffset: Int { source.source.fileOffset + firstToken.leadingStart }
    var fullEndOffset: Int { isEmpty ? startOffset : source.source.fileOffset + lastToken.trailingEnd }

    /// The trivia before the first token and after the last, as written.
    var leadingTrivia: String { source.source.text(firstToken.leadingStart, firstToken.start) }
    var trailingTrivia: String { isEmpty ? "" : source.source.text(lastToken.end, lastToken.trailingEnd) }

    var fileName: String { source.source.fileName }

    /// The tokens' texts, for comparisons that ignore trivia.
    var tokenTexts: [String] { isEmpty ? [] : (first...last).map { source.text($0) } }

    /// Whether the node is the one token `text`.
    func isToken(_ text: String) -> Bool { first == last && source.text(first) == text }

    /// The indices of the node's tokens.
    var indices: ClosedRange<Int>? { isEmpty ? nil : first...last }
}

/// `@Name` or `@Name(arguments)`.
struct Attribute: Sendable {
    let node: Node
    /// The name as written, without trivia: `Pref`, `Prefs.Pref`.
    let name: String
    /// The arguments in parentheses; empty without parentheses.
    let arguments: [Argument]
    /// The arguments from the first one's label to the last one's end (`nil` when there are none).
    let argumentList: Node?

    /// The name without module qualification (`Prefs.Pref` → `Pref`).
    var simpleName: String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

/// One argument of an attribute: `key: "a"`, or `"theme"` without a label.
struct Argument: Sendable {
    /// From the label (or the expression) through the comma after it, if any.
    let node: Node
    let label: String?
    let expression: Node
}

/// `public`, `private(set)`, `nonisolated(unsafe)`…
struct Modifier: Sendable {
    let node: Node
    let name: String
    let detail: String?
}

/// One `name: Type = value { accessors }` of a variable declaration.
struct Binding: Sendable {
    /// From the pattern through the initializer or the accessors (and the comma after them, if any).
    let node: Node
    let pattern: Node
    /// The bound name as written (`` `default` ``), when the pattern is a plain identifier.
    let identifier: String?
    let type: Node?
    let initializer: Node?
    let accessorBlock: Node?

    /// The bound name without backticks.
    var name: String? { identifier.map(unescapedName) }
}

/// A function parameter: `_ change: PrefsChange`.
struct Parameter: Sendable {
    let firstName: String
    let type: Node?
    let hasDefaultValue: Bool
}

/// What the macros read of any declaration. Members the kind does not have are empty or `nil`.
struct Declaration: Sendable {
    enum Kind: Equatable, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`, variable, function, ifConfig
        /// Anything else: `init`, `subscript`, `typealias`, a statement…
        case other
    }

    let kind: Kind
    /// The whole declaration, from its first attribute.
    let node: Node
    let attributes: [Attribute]
    let modifiers: [Modifier]
    /// `var`, `let`, `func`, `class`…
    let keyword: Node?
    /// A type's or function's name; for an extension, the extended type.
    let name: Node?
    let genericParameters: Node?
    /// The types after `:` in a type's declaration.
    let inheritedTypes: [Node]
    /// The declarations inside `{ … }` of a type (those inside `#if` blocks are in the `.ifConfig` member).
    let members: [Declaration]
    /// The `{ … }` of a type, when it has one.
    let memberBlock: Node?
    let bindings: [Binding]
    /// The bindings of a variable, from the first pattern to the end of the last binding.
    let bindingList: Node?
    /// A function's parameters, from `(` through the return type.
    let signature: Node?
    let parameters: [Parameter]
    /// Whether a function is `async`, `throws` or `rethrows`.
    let hasEffects: Bool

    /// The first attribute whose simple name is one of `names`.
    func attribute(named names: Set<String>) -> Attribute? {
        attributes.first { names.contains($0.simpleName) }
    }

    func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.simpleName == name } }

    var isMainActor: Bool { hasAttribute("MainActor") }

    /// The name as written, for types and functions.
    var nameText: String { name?.text ?? "" }
}

/// `name` without the backticks of `` `name` ``.
func unescapedName(_ name: String) -> String {
    if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") { return String(name.dropFirst().dropLast()) }
    return name
}
