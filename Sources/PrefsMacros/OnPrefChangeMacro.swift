public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@OnPrefChange("theme", ...)`: marks a method of a schema to run after the named preferences change. It generates
/// nothing itself; `@PrefsSchema` reads it and generates the dispatch. Its own expansion checks where it is.
public enum OnPrefChangeMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            context.diagnose(.hookNotOnMethod, at: node)
            return []
        }
        // `@PrefsSchema` reads hooks from its class's body only; one anywhere else would never run.
        switch context.schemaContainer {
        case nil: break
        case .extension?: context.diagnose(.hookOutsideSchema(name: function.name.text), at: node)
        case let container?: context.diagnose(.outsideSchema(macro: "OnPrefChange", container: container), at: node)
        }
        if ChangeHook.names(in: node) == nil { context.diagnose(.hookNeedsNames, at: node) }
        if !ChangeHook.hasValidSignature(function) {
            context.diagnose(.hookSignature(name: function.name.text), at: function.signature)
        }
        return []
    }
}

/// A method marked `@OnPrefChange`, as `@PrefsSchema` reads it.
struct ChangeHook {
    let function: FunctionDeclSyntax
    let attribute: AttributeSyntax
    /// The property names of the preferences it follows.
    let names: [String]

    /// The property names listed by `attribute`, or `nil` when it lists none or one that is not a string literal.
    static func names(in attribute: AttributeSyntax) -> [String]? {
        let names = attribute.labeledArguments.compactMap {
            $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        return names.isEmpty || names.count != attribute.labeledArguments.count ? nil : names
    }

    /// Every well-formed hook in `classDecl`, in declaration order.
    static func hooks(in classDecl: ClassDeclSyntax) -> [ChangeHook] {
        classDecl.memberBlock.members.compactMap { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                let attribute = function.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                    .first(where: { $0.simpleName == "OnPrefChange" }),
                let names = names(in: attribute), hasValidSignature(function)
            else { return nil }
            return ChangeHook(function: function, attribute: attribute, names: names)
        }
    }

    /// Whether `function` is an instance method that takes nothing or one `PrefsChange`, and is neither `async` nor
    /// `throws`.
    static func hasValidSignature(_ function: FunctionDeclSyntax) -> Bool {
        let parameters = function.signature.parameterClause.parameters
        let isStatic = function.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        let takesChange =
            parameters.first.map {
                ["PrefsChange", "Prefs.PrefsChange", "_PrefsRuntime.Change"].contains($0.type.trimmedDescription)
                    && $0.defaultValue == nil
            } ?? true
        return !isStatic && parameters.count <= 1 && takesChange && function.signature.effectSpecifiers == nil
            && function.genericParameterClause == nil
    }

    /// The call of the method with the change in `change`: `self.applyTheme(change)`, `self.log(change: change)`.
    var call: String {
        let name = function.name.text
        guard let parameter = function.signature.parameterClause.parameters.first else { return "self.\(name)()" }
        let label = parameter.firstName.tokenKind == .wildcard ? "" : parameter.firstName.text + ": "
        return "self.\(name)(\(label)change)"
    }

    var isMainActor: Bool { function.attributes.isMainActor }
}
