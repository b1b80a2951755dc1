public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Pref`: turns a stored property into accessors over the schema's storage, with a per-instance slot that holds
/// the key, default, coding and cache, and a `$name` handle.
public enum PrefMacro {}

extension PrefMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        // Diagnostics are emitted once, by the peer role.
        guard context.schemaContainer == nil,
            let pref = PrefDeclaration.parse(
                attribute: node, declaration: declaration, in: context, emitDiagnostics: false)
        else {
            return placeholderAccessors(for: declaration)
        }
        let onMainActor =
            context.lexicalContext.contains { $0.as(ClassDeclSyntax.self)?.attributes.isMainActor == true }
            || declaration.as(VariableDeclSyntax.self)?.attributes.isMainActor == true
        return PrefExpansion(pref).accessors(onMainActor: onMainActor)
    }

    /// Accessors for a misused preference, whose error the peer role reports: without any, the compiler adds an error
    /// of its own ("did not produce a non-observing accessor"). They use nothing the schema generates, so no error
    /// about generated names follows. A computed property keeps its own accessors; a `let` gets none, since the
    /// compiler refuses accessors on a `let` with two errors of its own where it adds one when there are none.
    static func placeholderAccessors(for declaration: some DeclSyntaxProtocol) -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
            variable.bindings.first?.accessorBlock == nil
        else { return [] }
        return [
            "get { Swift.fatalError(\"misused preference macro; see the error on its declaration\") }",
            "set {}",
        ]
    }
}

extension PrefMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let container = context.schemaContainer
        if let container { context.diagnose(.outsideSchema(macro: node.simpleName, container: container), at: node) }
        guard
            let pref = PrefDeclaration.parse(
                attribute: node, declaration: declaration, in: context, emitDiagnostics: true),
            container == nil
        else {
            return []
        }
        return PrefExpansion(pref).peers
    }
}
