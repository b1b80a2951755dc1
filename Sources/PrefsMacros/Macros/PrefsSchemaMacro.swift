/// `@PrefsSchema`: adds the Observation registrar, the per-instance schema state and the change forwarding to a
/// class, checks its preferences for duplicate keys, and adds the `PrefsSchema`, `Observable` and `Sendable`
/// conformances.
enum PrefsSchemaMacro: AttachedMacro {
    static func expansions(for request: MacroRequest, in context: ExpansionContext) -> [String]? {
        switch request.role {
        case .member: members(for: request, in: context)
        case .extension, .conformance: extensions(for: request)
        default: []
        }
    }
}

extension PrefsSchemaMacro {
    static func members(for request: MacroRequest, in context: ExpansionContext) -> [String] {
        let node = request.attribute
        let classDecl = request.declaration
        guard classDecl.kind == .class else {
            context.diagnose(.schemaNotOnClass(kind: kindDescription(of: classDecl)), at: node.node)
            return []
        }
        let prefs = preferences(in: classDecl, context: context)
        diagnoseDuplicateKeys(prefs, in: context)
        let access = classDecl.modifiers.contains { ["public", "open"].contains($0.name) } ? "public " : ""
        let placeholders = checkStorage(of: classDecl, attribute: node, access: access, in: context)
        let classOnMainActor = classDecl.isMainActor
        let nonisolated = prefs.filter { !classOnMainActor && !$0.variable.isMainActor }.map(\.pref)
        let onMainActor = prefs.filter { classOnMainActor || $0.variable.isMainActor }.map(\.pref)
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
        let groups = classDecl.attributes.filter { $0.simpleName == "SettingsGroup" }
        diagnoseDuplicateIDs(prefs, groups: groups, in: context)
        let title =
            node.arguments.first { $0.label == "title" }?.expression.stringLiteralValue ?? classDecl.nameText
        let description = SchemaDescriptionExpansion(
            className: classDecl.nameText, title: title, groups: groups, prefs: prefs.map(\.pref))
        body.append("_$prefsPublish(changes)")
        let hooks = changeHooks(
            in: classDecl, prefs: prefs.map(\.pref), access: access, onMainActor: classOnMainActor, in: context)
        return placeholders
            + description.declarations(access: access, isGeneric: classDecl.genericParameters != nil)
            + hooks + [
                "private let _$observationRegistrar = Observation.ObservationRegistrar()",
                "\(access)let _$prefs = _PrefsRuntime.State()",
                """
                \(access)nonisolated func _$prefsStorageDidChange(_ changes: [_PrefsRuntime.ValueChange]) {
                \(body.joined(separator: "\n").indented(by: 4))
                }
                """,
            ]
    }

    /// `_$prefsRunChangeHooks`, which calls each `@OnPrefChange` method for the changes to the preferences it
    /// names (on the main actor when the method or the class is isolated to it); nothing when there are no hooks.
    private static func changeHooks(
        in classDecl: Declaration, prefs: [PrefDeclaration], access: String, onMainActor classOnMainActor: Bool,
        in context: ExpansionContext
    ) -> [String] {
        let hooks = ChangeHook.hooks(in: classDecl)
        guard !hooks.isEmpty else { return [] }
        let byName = Dictionary(prefs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Preferences whose own declaration has an error: that error is enough.
        let misused = Set(
            classDecl.members.filter { $0.kind == .variable && $0.attribute(named: preferenceAttributeNames) != nil }
                .flatMap { $0.bindings.compactMap(\.name) })
        var lines: [String] = []
        for hook in hooks {
            var slots: [String] = []
            for name in hook.names {
                guard let pref = byName[name] else {
                    if misused.contains(name) { continue }
                    let known = prefs.map { "'\($0.name)'" }.joined(separator: ", ")
                    context.diagnose(
                        .hookUnknownPref(name: name, known: known.isEmpty ? "none" : known), at: hook.attribute.node)
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
            \(access)nonisolated func _$prefsRunChangeHooks(_ changes: [_PrefsRuntime.Change]) {
                for change in changes {
            \(lines.joined(separator: "\n").indented(by: 8))
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
    static func preferences(in classDecl: Declaration, context: ExpansionContext) -> [SchemaPreference] {
        classDecl.members.compactMap { variable in
            guard variable.kind == .variable, let attribute = variable.attribute(named: preferenceAttributeNames),
                let pref = PrefDeclaration.parse(
                    attribute: attribute, declaration: variable, in: context, emitDiagnostics: false)
            else { return nil }
            return (pref, attribute, variable)
        }
    }

    private static func diagnoseDuplicateKeys(_ prefs: [SchemaPreference], in context: ExpansionContext) {
        var firstByKey: [String: String] = [:]
        for (pref, attribute, _) in prefs {
            guard let key = pref.literalKey else { continue }
            if let first = firstByKey[key] {
                context.diagnose(.duplicateKey(key: key, first: first, second: pref.name), at: attribute.node)
            } else {
                firstByKey[key] = pref.name
            }
        }
    }

    private static func diagnoseDuplicateIDs(
        _ prefs: [SchemaPreference], groups: [Attribute], in context: ExpansionContext
    ) {
        let groupPaths = Set(groups.compactMap { $0.arguments.first?.expression.stringLiteralValue })
        for (pref, attribute, variable) in prefs {
            let groupArgument = variable.attribute(named: ["Setting"])?.arguments.first { $0.label == "group" }
            let group = groupArgument?.expression.stringLiteralValue
            guard groupArgument == nil || group != nil else { continue }
            let id = group.map { "\($0).\(pref.name)" } ?? pref.name
            if groupPaths.contains(id) { context.diagnose(.duplicateID(id: id), at: attribute.node) }
        }
    }

    private static func kindDescription(of declaration: Declaration) -> String {
        switch declaration.kind {
        case .struct: "a struct"
        case .enum: "an enum"
        case .actor: "an actor"
        case .protocol: "a protocol"
        case .extension: "an extension"
        default: "this declaration"
        }
    }
}

/// A preference of a schema's body, with the attribute that declares it and its declaration.
typealias SchemaPreference = (pref: PrefDeclaration, attribute: Attribute, variable: Declaration)

extension PrefsSchemaMacro {
    /// The conformances: `PrefsSchema` (isolated to the main actor for a main-actor class), the runtime's
    /// protocols, `Observable` and `@unchecked Sendable`, each only when the compiler asks for it.
    static func extensions(for request: MacroRequest) -> [String] {
        let classDecl = request.declaration
        guard classDecl.kind == .class else { return [] }
        let requested = Set(request.conformances.map { $0.split(separator: ".").last.map(String.init) ?? "" })
        var conformances: [String] = []
        if requested.contains("Receiver") { conformances.append("_PrefsRuntime.Receiver") }
        if requested.contains("SettingsDescribed") { conformances.append("_PrefsRuntime.SettingsDescribed") }
        if requested.contains("PrefsSchema") {
            // A main-actor class's storage is main-actor isolated, so its conformance is too.
            conformances.append(classDecl.isMainActor ? "@MainActor _PrefsRuntime.Schema" : "_PrefsRuntime.Schema")
        }
        if requested.contains("Observable") { conformances.append("Observation.Observable") }
        // Unchecked: see the `@PrefsSchema` documentation for what makes the generated state safe to share.
        if requested.contains("Sendable") { conformances.append("@unchecked Swift.Sendable") }
        guard !conformances.isEmpty else { return [] }
        let type = request.extendedType?.trimmingTrailingTrivia() ?? classDecl.nameText
        return ["extension \(trimmedHorizontalSpace(Substring(type))): \(conformances.joined(separator: ", ")) {\n}"]
    }
}
