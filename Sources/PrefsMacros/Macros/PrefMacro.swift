/// `@Pref` (and `@RawRepresentablePref`, `@JSONDataCodablePref`, `@JSONStringCodablePref`, `@RawPref`): turns a
/// stored property into accessors over the schema's storage, with a per-instance slot that holds the key, default,
/// coding and cache, and a `$name` handle.
enum PrefMacro: AttachedMacro {
    static func expansions(for request: MacroRequest, in context: ExpansionContext) -> [String]? {
        switch request.role {
        case .accessor: accessors(for: request, in: context)
        case .peer: peers(for: request, in: context)
        default: []
        }
    }

    /// The getter and setter. Diagnostics are emitted once, by the peer role.
    static func accessors(for request: MacroRequest, in context: ExpansionContext) -> [String] {
        guard context.schemaContainer == nil,
            let pref = PrefDeclaration.parse(
                attribute: request.attribute, declaration: request.declaration, in: context, emitDiagnostics: false)
        else {
            return placeholderAccessors(for: request.declaration)
        }
        let onMainActor =
            context.lexicalContext.contains { $0.kind == .class && $0.isMainActor } || request.declaration.isMainActor
        return PrefExpansion(pref).accessors(onMainActor: onMainActor)
    }

    /// Accessors for a misused preference, whose error the peer role reports: without any, the compiler adds an error
    /// of its own ("did not produce a non-observing accessor"). They use nothing the schema generates, so no error
    /// about generated names follows. A computed property keeps its own accessors; a `let` gets none, since the
    /// compiler refuses accessors on a `let` with two errors of its own where it adds one when there are none.
    static func placeholderAccessors(for declaration: Declaration) -> [String] {
        guard declaration.kind == .variable, declaration.keyword?.isToken("var") == true,
            declaration.bindings.count == 1, declaration.bindings.first?.accessorBlock == nil
        else { return [] }
        return [
            "get {\n    Swift.fatalError(\"misused preference macro; see the error on its declaration\")\n}",
            "set {\n}",
        ]
    }

    /// The descriptor, the slot and the `$name` handle, after diagnosing every misuse.
    static func peers(for request: MacroRequest, in context: ExpansionContext) -> [String] {
        let container = context.schemaContainer
        if let container {
            context.diagnose(
                .outsideSchema(macro: request.attribute.simpleName, container: container), at: request.attribute.node)
        }
        guard
            let pref = PrefDeclaration.parse(
                attribute: request.attribute, declaration: request.declaration, in: context, emitDiagnostics: true),
            container == nil
        else {
            return []
        }
        return PrefExpansion(pref).peers
    }
}
