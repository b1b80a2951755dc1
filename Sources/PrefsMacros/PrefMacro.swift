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
        guard
            let pref = PrefDeclaration.parse(
                attribute: node, declaration: declaration, in: context, emitDiagnostics: false)
        else {
            return []
        }
        let onMainActor =
            context.lexicalContext.contains { $0.as(ClassDeclSyntax.self)?.attributes.isMainActor == true }
            || declaration.as(VariableDeclSyntax.self)?.attributes.isMainActor == true
        return PrefExpansion(pref).accessors(onMainActor: onMainActor)
    }
}

extension PrefMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard
            let pref = PrefDeclaration.parse(
                attribute: node, declaration: declaration, in: context, emitDiagnostics: true)
        else {
            return []
        }
        return PrefExpansion(pref).peers
    }
}
