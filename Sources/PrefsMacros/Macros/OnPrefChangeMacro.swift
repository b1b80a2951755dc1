/// `@OnPrefChange("theme", ...)`: marks a method of a schema to run after the named preferences change. It generates
/// nothing itself; `@PrefsSchema` reads it and generates the dispatch. Its own expansion checks where it is.
enum OnPrefChangeMacro: AttachedMacro {
    static func expansions(for request: MacroRequest, in context: ExpansionContext) -> [String]? {
        guard request.role == .peer else { return [] }
        let node = request.attribute
        let function = request.declaration
        guard function.kind == .function else {
            context.diagnose(.hookNotOnMethod, at: node.node)
            return []
        }
        // `@PrefsSchema` reads hooks from its class's body only; one anywhere else would never run.
        switch context.schemaContainer {
        case nil: break
        case .extension?: context.diagnose(.hookOutsideSchema(name: function.nameText), at: node.node)
        case let container?:
            context.diagnose(.outsideSchema(macro: "OnPrefChange", container: container), at: node.node)
        }
        if ChangeHook.names(in: node) == nil { context.diagnose(.hookNeedsNames, at: node.node) }
        if !ChangeHook.hasValidSignature(function), let signature = function.signature {
            context.diagnose(.hookSignature(name: function.nameText), at: signature)
        }
        return []
    }
}

/// A method marked `@OnPrefChange`, as `@PrefsSchema` reads it.
struct ChangeHook {
    let function: Declaration
    let attribute: Attribute
    /// The property names of the preferences it follows.
    let names: [String]

    /// The property names listed by `attribute`, or `nil` when it lists none or one that is not a string literal.
    static func names(in attribute: Attribute) -> [String]? {
        let names = attribute.arguments.compactMap { $0.expression.stringLiteralValue }
        return names.isEmpty || names.count != attribute.arguments.count ? nil : names
    }

    /// Every well-formed hook in `classDecl`, in declaration order.
    static func hooks(in classDecl: Declaration) -> [ChangeHook] {
        classDecl.members.compactMap { function in
            guard function.kind == .function, let attribute = function.attribute(named: ["OnPrefChange"]),
                let names = names(in: attribute), hasValidSignature(function)
            else { return nil }
            return ChangeHook(function: function, attribute: attribute, names: names)
        }
    }

    /// Whether `function` is an instance method that takes nothing or one `PrefsChange`, and is neither `async` nor
    /// `throws`.
    static func hasValidSignature(_ function: Declaration) -> Bool {
        let parameters = function.parameters
        let isStatic = function.modifiers.contains { $0.name == "static" || $0.name == "class" }
        let takesChange =
            parameters.first.map {
                ["PrefsChange", "Prefs.PrefsChange", "_PrefsRuntime.Change"].contains($0.type?.text ?? "")
                    && !$0.hasDefaultValue
            } ?? true
        return !isStatic && parameters.count <= 1 && takesChange && !function.hasEffects
            && function.genericParameters == nil
    }

    /// The call of the method with the change in `change`: `self.applyTheme(change)`, `self.log(change: change)`.
    var call: String {
        let name = function.nameText
        guard let parameter = function.parameters.first else { return "self.\(name)()" }
        let label = parameter.firstName == "_" ? "" : parameter.firstName + ": "
        return "self.\(name)(\(label)change)"
    }

    var isMainActor: Bool { function.isMainActor }
}
