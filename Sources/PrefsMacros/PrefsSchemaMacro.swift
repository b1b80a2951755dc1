public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@PrefsSchema`: adds the Observation registrar, the per-instance schema state and the change forwarding to a
/// class, checks its preferences for duplicate keys, and adds the `PrefsSchema`, `Observable` and `Sendable`
/// conformances.
public enum PrefsSchemaMacro {}

extension PrefsSchemaMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(.schemaNotOnClass(kind: kindDescription(of: declaration)), at: node)
            return []
        }
        let prefs = preferences(in: classDecl, context: context)
        diagnoseDuplicateKeys(prefs, in: context)
        let access = classDecl.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let placeholders = checkStorage(of: classDecl, attribute: node, access: access, in: context)
        let classOnMainActor = classDecl.attributes.isMainActor
        let nonisolated = prefs.filter { !classOnMainActor && !$0.variable.attributes.isMainActor }.map(\.pref)
        let onMainActor = prefs.filter { classOnMainActor || $0.variable.attributes.isMainActor }.map(\.pref)
        var body = prefs.isEmpty ? [] : ["let keys = _PrefsRuntime.ChangedKeys(changes)"]
        body += nonisolated.map { notification(for: $0) }
        if !onMainActor.isEmpty {
            // Key paths to main-actor properties can only be formed on the main actor. A preference whose own setter
            // is writing has notified already; any other one that changed meanwhile (a hook's write) is notified here.
            let changed = onMainActor.map { "keys.contains(\($0.slotName).key) && writing != \($0.slotName).key" }
            body.append(
                """
                let writing = _PrefsRuntime.State.keyBeingWritten(by: self)
                if \(changed.joined(separator: " || ")) {
                    _PrefsRuntime.onMainActor { [self] in
                \(onMainActor.map { notification(for: $0, unless: "writing") }.joined(separator: "\n").indented(by: 8))
                    }
                }
                """)
        }
        let groups = classDecl.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter {
            $0.simpleName == "SettingsGroup"
        }
        diagnoseDuplicateIDs(prefs, groups: groups, in: context)
        let title =
            node.labeledArguments.first { $0.label?.text == "title" }?.expression.as(StringLiteralExprSyntax.self)?
            .representedLiteralValue ?? classDecl.name.text
        let description = SchemaDescriptionExpansion(
            className: classDecl.name.text, title: title, groups: groups, prefs: prefs.map(\.pref))
        body.append("_$prefsPublish(changes)")
        let hooks = changeHooks(
            in: classDecl, prefs: prefs.map(\.pref), access: access, onMainActor: classOnMainActor, in: context)
        return placeholders
            + description.declarations(access: access, isGeneric: classDecl.genericParameterClause != nil)
            + hooks + [
                "private let _$observationRegistrar = Observation.ObservationRegistrar()",
                "\(raw: access)let _$prefs = _PrefsRuntime.State()",
                """
                \(raw: access)nonisolated func _$prefsStorageDidChange(_ changes: [_PrefsRuntime.ValueChange]) {
                \(raw: body.joined(separator: "\n").indented(by: 4))
                }
                """,
            ]
    }

    /// `_$prefsRunChangeHooks`, which calls each `@OnPrefChange` method for the changes to the preferences it
    /// names (on the main actor when the method or the class is isolated to it); nothing when there are no hooks.
    private static func changeHooks(
        in classDecl: ClassDeclSyntax, prefs: [PrefDeclaration], access: String, onMainActor classOnMainActor: Bool,
        in context: some MacroExpansionContext
    ) -> [DeclSyntax] {
        let hooks = ChangeHook.hooks(in: classDecl)
        guard !hooks.isEmpty else { return [] }
        let byName = Dictionary(prefs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Preferences whose own declaration has an error: that error is enough.
        let misused = Set(
            classDecl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .filter { $0.attribute(named: preferenceAttributeNames) != nil }
                .flatMap { $0.bindings.compactMap(\.identifierName) })
        var lines: [String] = []
        for hook in hooks {
            var slots: [String] = []
            for name in hook.names {
                guard let pref = byName[name] else {
                    if misused.contains(name) { continue }
                    let known = prefs.map { "'\($0.name)'" }.joined(separator: ", ")
                    context.diagnose(
                        .hookUnknownPref(name: name, known: known.isEmpty ? "none" : known), at: hook.attribute)
                    continue
                }
                slots.append("\(pref.slotName).key")
            }
            guard !slots.isEmpty else { continue }
            let condition = slots.map { "change.key == \($0)" }.joined(separator: " || ")
            let call =
                classOnMainActor || hook.isMainActor
                ? "_PrefsRuntime.onMainActor(of: self) { [self] in \(hook.call) }" : hook.call
            lines.append("if \(condition) {\n    \(call)\n}")
        }
        return [
            """
            /// Calls the `@OnPrefChange` methods for the changes to the preferences they follow.
            \(raw: access)nonisolated func _$prefsRunChangeHooks(_ changes: [_PrefsRuntime.Change]) {
                for change in changes {
            \(raw: lines.joined(separator: "\n").indented(by: 8))
                }
            }
            """
        ]
    }

    /// Tells the registrar that `pref` changed when its key is among the changed ones (and, with `writingKey`, is not
    /// the key that variable names).
    private static func notification(for pref: PrefDeclaration, unless writingKey: String? = nil) -> String {
        let skip = writingKey.map { " && \($0) != \(pref.slotName).key" } ?? ""
        return """
            if keys.contains(\(pref.slotName).key)\(skip) {
                _$observationRegistrar.withMutation(of: self, keyPath: \\.\(pref.reference)) {}
            }
            """
    }

    /// The preferences declared in `classDecl`, with the attribute that declares each.
    static func preferences(
        in classDecl: ClassDeclSyntax, context: some MacroExpansionContext
    ) -> [(pref: PrefDeclaration, attribute: AttributeSyntax, variable: VariableDeclSyntax)] {
        classDecl.memberBlock.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                let attribute = variable.attribute(named: preferenceAttributeNames),
                let pref = PrefDeclaration.parse(
                    attribute: attribute, declaration: variable, in: context, emitDiagnostics: false)
            else { return nil }
            return (pref, attribute, variable)
        }
    }

    private static func diagnoseDuplicateKeys(
        _ prefs: [(pref: PrefDeclaration, attribute: AttributeSyntax, variable: VariableDeclSyntax)],
        in context: some MacroExpansionContext
    ) {
        var firstByKey: [String: String] = [:]
        for (pref, attribute, _) in prefs {
            guard let key = pref.literalKey else { continue }
            if let first = firstByKey[key] {
                context.diagnose(.duplicateKey(key: key, first: first, second: pref.name), at: attribute)
            } else {
                firstByKey[key] = pref.name
            }
        }
    }

    private static func diagnoseDuplicateIDs(
        _ prefs: [(pref: PrefDeclaration, attribute: AttributeSyntax, variable: VariableDeclSyntax)],
        groups: [AttributeSyntax],
        in context: some MacroExpansionContext
    ) {
        let groupPaths = Set(
            groups.compactMap {
                $0.labeledArguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            })
        for (pref, attribute, variable) in prefs {
            let groupArgument = variable.attribute(named: ["Setting"])?.labeledArguments.first {
                $0.label?.text == "group"
            }
            let group = groupArgument?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            guard groupArgument == nil || group != nil else { continue }
            let id = group.map { "\($0).\(pref.name)" } ?? pref.name
            if groupPaths.contains(id) { context.diagnose(.duplicateID(id: id), at: attribute) }
        }
    }

    private static func kindDescription(of declaration: some DeclGroupSyntax) -> String {
        if declaration.is(StructDeclSyntax.self) { return "a struct" }
        if declaration.is(EnumDeclSyntax.self) { return "an enum" }
        if declaration.is(ActorDeclSyntax.self) { return "an actor" }
        if declaration.is(ProtocolDeclSyntax.self) { return "a protocol" }
        if declaration.is(ExtensionDeclSyntax.self) { return "an extension" }
        return "this declaration"
    }
}

extension PrefsSchemaMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else { return [] }
        let requested = Set(protocols.map { $0.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" })
        var conformances: [String] = []
        if requested.contains("Receiver") { conformances.append("_PrefsRuntime.Receiver") }
        if requested.contains("SettingsDescribed") { conformances.append("_PrefsRuntime.SettingsDescribed") }
        if requested.contains("PrefsSchema") {
            // A main-actor class's storage is main-actor isolated, so its conformance is too.
            conformances.append(
                classDecl.attributes.isMainActor ? "@MainActor _PrefsRuntime.Schema" : "_PrefsRuntime.Schema")
        }
        if requested.contains("Observable") { conformances.append("Observation.Observable") }
        // Unchecked: see the `@PrefsSchema` documentation for what makes the generated state safe to share.
        if requested.contains("Sendable") { conformances.append("@unchecked Swift.Sendable") }
        guard !conformances.isEmpty else { return [] }
        let decl: DeclSyntax = "extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}"
        return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}
