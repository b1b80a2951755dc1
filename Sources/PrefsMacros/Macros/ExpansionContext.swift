/// The roles an attached macro can be expanded in (the compiler's names).
enum MacroRole: String, Sendable {
    case accessor, member, peer, memberAttribute, `extension`, conformance, body, preamble
}

/// One expansion the compiler asks for, read from its message: the attribute, the declaration it is attached to, and
/// the declarations around it (innermost first, their bodies left out, as the compiler sends them).
struct MacroRequest: Sendable {
    let typeName: String
    let role: MacroRole
    let attribute: Attribute
    let declaration: Declaration
    let lexicalContext: [Declaration]
    /// For an extension macro: the type to extend, and the protocols the compiler asks conformances to.
    let extendedType: String?
    let conformances: [String]
}

/// A diagnostic as the compiler takes it: file offsets, not lines.
struct MacroDiagnostic: Equatable, Sendable {
    struct Change: Equatable, Sendable {
        let start: Int
        let end: Int
        let newText: String
    }

    struct FixIt: Equatable, Sendable {
        let message: String
        let changes: [Change]
    }

    let message: String
    let id: String
    let fileName: String
    let offset: Int
    /// The start and end offsets of the diagnosed node.
    let highlight: (start: Int, end: Int)?
    let fixIts: [FixIt]

    static func == (lhs: MacroDiagnostic, rhs: MacroDiagnostic) -> Bool {
        lhs.message == rhs.message && lhs.fileName == rhs.fileName && lhs.offset == rhs.offset
            && lhs.highlight?.start == rhs.highlight?.start && lhs.highlight?.end == rhs.highlight?.end
            && lhs.fixIts == rhs.fixIts
    }
}

/// What a macro sees while it expands: the declarations around it, and where its diagnostics go.
final class ExpansionContext {
    let lexicalContext: [Declaration]
    private(set) var diagnostics: [MacroDiagnostic] = []

    init(lexicalContext: [Declaration]) { self.lexicalContext = lexicalContext }

    /// Reports `message` at `node` (its first token, highlighting the node), with the fix-its that apply.
    func diagnose(_ message: PrefsMacroDiagnostic, at node: Node, fixIts: [MacroDiagnostic.FixIt] = []) {
        diagnostics.append(
            MacroDiagnostic(
                message: message.message, id: message.id, fileName: node.fileName, offset: node.startOffset,
                highlight: (node.startOffset, node.endOffset), fixIts: fixIts))
    }

    /// Reports a failure of the plugin itself (a message it cannot read, a macro it does not have).
    func fail(_ message: String, at node: Node?) {
        diagnostics.append(
            MacroDiagnostic(
                message: message, id: "pluginFailure", fileName: node?.fileName ?? "", offset: node?.startOffset ?? 0,
                highlight: node.map { ($0.startOffset, $0.endOffset) }, fixIts: []))
    }

    /// The innermost class around the declaration.
    var enclosingClass: Declaration? { lexicalContext.first { $0.kind == .class } }

    /// Where the declaration being expanded sits, when that is not the body of a `@PrefsSchema` class; `nil` when it
    /// is. (`@PrefsSchema` reads preferences and `@OnPrefChange` methods from its class's body only.)
    var schemaContainer: SchemaContainer? {
        guard let innermost = lexicalContext.first else { return SchemaContainer.none }
        switch innermost.kind {
        case .class: return innermost.hasAttribute("PrefsSchema") ? nil : .plainClass(innermost.nameText)
        case .struct: return .otherType(kind: "struct", name: innermost.nameText)
        case .enum: return .otherType(kind: "enum", name: innermost.nameText)
        case .actor: return .otherType(kind: "actor", name: innermost.nameText)
        case .protocol: return .otherType(kind: "protocol", name: innermost.nameText)
        case .extension: return .extension
        default: return SchemaContainer.none
        }
    }
}

/// A macro's implementation: what it generates for one request (each string one declaration, accessor or
/// extension), or `nil` when it generates nothing because of an error it reported.
protocol AttachedMacro {
    static func expansions(for request: MacroRequest, in context: ExpansionContext) -> [String]?
}

extension MacroRequest {
    /// The expansions joined as the compiler expects one text per role: accessors of a property without any are
    /// wrapped in braces; declarations are separated by a blank line.
    func collapse(_ expansions: [String]) -> String {
        guard !expansions.isEmpty else { return "" }
        if role == .accessor, declaration.kind == .variable, declaration.bindings.first?.accessorBlock == nil {
            return "{\n" + expansions.map { $0.indented(by: 4) }.joined(separator: "\n") + "\n}"
        }
        return expansions.joined(separator: role == .memberAttribute ? " " : "\n\n")
    }
}
