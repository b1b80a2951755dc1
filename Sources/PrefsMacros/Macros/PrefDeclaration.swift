/// What a `@Pref`-family attribute and its property declare, checked for misuse.
struct PrefDeclaration {
    /// How values reach storage.
    enum Coding {
        /// The declared type is stored as it is.
        case atomic
        /// `coding:` names a `PrefsCodable`.
        case coding(String)
        /// `encode:` and `decode:` closures.
        case closures(encode: String, decode: String)
        /// A coding the macro implies (`@RawRepresentablePref`, …), named by its `_PrefsRuntime` alias.
        case implied(String)
        /// `@RawPref`: an untyped value (`[Any]`, `[String: Any]`), kept in the slot in a storable form.
        case raw
    }

    let macroName: String
    /// The property name without backticks (`default` for `` `default` ``): the key, and the suffix of generated names.
    let name: String
    /// The property name as it must be written in code (`` `default` ``), for key paths to the property.
    let reference: String
    /// The name of the class that declares the preference, to call its static members from a stored property.
    let className: String
    /// Whether that class is generic, so that it cannot have static stored properties.
    let classIsGeneric: Bool
    let declaredType: String
    /// The declared type without its optional wrapper.
    let valueType: String
    let isOptional: Bool
    /// The default value's expression, as written.
    let defaultValue: String?
    /// Whether the default is a literal the declared type cannot hold (`var tabWidth: Int = 4.5`): the compiler says
    /// so at the default, so the descriptor does not repeat it.
    let defaultContradictsType: Bool
    /// The key expression as written, or the property name as a string literal.
    let keyExpression: String
    /// The key when it is a plain string literal (or derived from the name), for duplicate checks.
    let literalKey: String?
    /// The `legacyKeys:` expression, as written.
    let legacyKeys: String?
    let coding: Coding
    /// The arguments of a `@Setting` on the same property, as written, and the doc comment as `summary:` (its first
    /// paragraph) and `description:` (the others) unless `summary:` is given: all part of the descriptor.
    let descriptorArguments: [String]
    let accessModifiers: String

    /// The labels of the descriptor's arguments from `@Setting` and the doc comment, in the initialiser's order.
    static let descriptorLabels = [
        "range", "step", "options", "title", "summary", "description", "group", "icon", "tags", "searchable",
        "requiresRestart", "secret",
    ]

    var slotName: String { "_$pref_\(name)" }
    var descriptorName: String { "_$descriptor_\(name)" }
    var handleName: String { "$\(name)" }

    /// Reads the declaration, or diagnoses every misuse found (with `emitDiagnostics`) and returns `nil`.
    static func parse(
        attribute: Attribute, declaration: Declaration, in context: ExpansionContext, emitDiagnostics: Bool
    ) -> PrefDeclaration? {
        var problems = PrefProblems(context: emitDiagnostics ? context : nil, macro: attribute.simpleName)
        guard declaration.kind == .variable else {
            problems.report(.requiresVar(macro: problems.macro), at: declaration.node)
            return nil
        }
        problems.checkShape(of: declaration)
        guard declaration.bindings.count == 1, let binding = declaration.bindings.first else { return nil }
        guard let identifier = binding.identifier, let name = binding.name else {
            problems.report(.unnamedProperty(macro: problems.macro), at: binding.pattern)
            return nil
        }
        let arguments = problems.parseArguments(attribute)
        guard let declaredType = binding.type else {
            problems.report(.missingTypeAnnotation(macro: problems.macro), at: binding.node)
            return nil
        }
        let wrapped = declaredType.optionalWrapped
        let initializer = binding.initializer
        let explicitNil = initializer?.isNilLiteral == true
        if wrapped == nil, initializer == nil, binding.accessorBlock == nil {
            problems.report(.missingDefault(macro: problems.macro, type: declaredType.text), at: binding.node)
        }
        if let wrapped, let initializer, !explicitNil {
            problems.report(
                .optionalWithDefault(macro: problems.macro, type: declaredType.text), at: initializer,
                fixIts: optionalWithDefaultFixIts(
                    binding, type: declaredType, initializer: initializer, wrapped: wrapped))
        }
        guard !problems.found, let arguments else { return nil }
        let literalKey: String? = if let key = arguments.key { key.stringLiteralValue } else { name }
        let classDecl = context.enclosingClass
        return PrefDeclaration(
            macroName: problems.macro,
            name: name,
            reference: identifier,
            className: classDecl?.nameText ?? "Self",
            classIsGeneric: classDecl?.genericParameters != nil,
            declaredType: declaredType.text,
            valueType: wrapped ?? declaredType.text,
            isOptional: wrapped != nil,
            defaultValue: wrapped == nil ? initializer?.text : nil,
            defaultContradictsType: initializer.map {
                wrapped == nil && LiteralTypeCheck.contradicts($0, type: declaredType.text)
            } ?? false,
            keyExpression: arguments.key?.text ?? stringLiteral(name),
            literalKey: literalKey,
            legacyKeys: arguments.legacyKeys?.text,
            coding: arguments.coding,
            descriptorArguments: descriptorArguments(of: declaration, valueType: wrapped ?? declaredType.text),
            accessModifiers: declaration.accessModifiers
        )
    }

    /// The two ways out of an optional preference with a default (`var name: String? = "x"`): drop the default, or
    /// make the type non-optional so that the default applies.
    private static func optionalWithDefaultFixIts(
        _ binding: Binding, type: Node, initializer: Node, wrapped: String
    ) -> [MacroDiagnostic.FixIt] {
        let source = binding.node.source.source
        var withoutDefault = source.text(binding.pattern.firstToken.start, type.lastToken.end)
        if let accessors = binding.accessorBlock {
            withoutDefault += initializer.trailingTrivia + accessors.text
        }
        let typeStart = type.leadingTrivia.isEmpty ? type.startOffset : type.fullStartOffset
        return [
            MacroDiagnostic.FixIt(
                message: "remove the default value",
                changes: [
                    .init(
                        start: binding.pattern.startOffset, end: (binding.accessorBlock ?? initializer).endOffset,
                        newText: withoutDefault)
                ]),
            MacroDiagnostic.FixIt(
                message: "make the type non-optional: '\(wrapped)'",
                changes: [.init(start: typeStart, end: type.endOffset, newText: wrapped)]),
        ]
    }

    /// The `@Setting` arguments of `variable`, and its doc comment as summary and description unless `summary:` is
    /// given, as `label: expression`. Options keyed by strings for values that are not strings are left out: the
    /// `@Setting` reports them (see `LiteralTypeCheck`).
    static func descriptorArguments(of variable: Declaration, valueType: String) -> [String] {
        var given: [(label: String, expression: String)] = []
        let setting = variable.attribute(named: ["Setting"])
        let misusedOptions = setting.flatMap {
            LiteralTypeCheck.optionsKeyedByStrings(setting: $0, variable: variable, valueType: valueType)
        }
        for argument in setting?.arguments ?? [] {
            guard let label = argument.label, descriptorLabels.contains(label) else { continue }
            if label == "options" && misusedOptions != nil { continue }
            given.append((label, argument.expression.text))
        }
        if !given.contains(where: { $0.label == "summary" }), let documentation = variable.documentation {
            given.append(("summary", stringLiteral(documentation.summary)))
            if let description = documentation.description { given.append(("description", stringLiteral(description))) }
        }
        return given.map { "\($0.label): \($0.expression)" }
    }

    /// For `@RawPref`, the `_PrefsRuntime` type the slot keeps the value as: an array of any storable values for
    /// `[Any]`, a dictionary of them for `[String: Any]`, and a stored value of any shape otherwise.
    var rawStorageType: String {
        switch valueType.filter({ !$0.isWhitespace }) {
        case "[Any]", "Array<Any>": "_PrefsRuntime.RawArray"
        case "[String:Any]", "Dictionary<String,Any>": "_PrefsRuntime.RawDictionary"
        default: "_PrefsRuntime.RawValue"
        }
    }
}

/// Collects the diagnostics of one preference declaration.
struct PrefProblems {
    let context: ExpansionContext?
    let macro: String
    private(set) var found = false

    init(context: ExpansionContext?, macro: String) {
        self.context = context
        self.macro = macro
    }

    mutating func report(_ message: PrefsMacroDiagnostic, at node: Node, fixIts: [MacroDiagnostic.FixIt] = []) {
        found = true
        context?.diagnose(message, at: node, fixIts: fixIts)
    }

    mutating func checkShape(of variable: Declaration) {
        if let keyword = variable.keyword, keyword.isToken("let") {
            let fix = MacroDiagnostic.FixIt(
                message: "use 'var'",
                changes: [.init(start: keyword.startOffset, end: keyword.endOffset, newText: "var")])
            report(.requiresVar(macro: macro), at: keyword, fixIts: [fix])
        }
        for modifier in variable.modifiers {
            switch modifier.name {
            case "static", "class": report(.staticProperty(macro: macro, modifier: modifier.name), at: modifier.node)
            case "lazy": report(.lazyProperty(macro: macro), at: modifier.node)
            default: break
            }
        }
        if variable.bindings.count != 1, let list = variable.bindingList {
            report(.multipleBindings(macro: macro), at: list)
        }
        if let accessors = variable.bindings.first?.accessorBlock {
            report(.computedProperty(macro: macro), at: accessors)
        }
    }

    /// The key and coding arguments, or `nil` after diagnosing an unknown or incomplete one.
    mutating func parseArguments(_ attribute: Attribute) -> (
        key: Node?, legacyKeys: Node?, coding: PrefDeclaration.Coding
    )? {
        var key: Node?
        var legacyKeys: Node?
        var coding: Node?
        var encode: Node?
        var decode: Node?
        var valid = true
        for argument in attribute.arguments {
            let expression = argument.expression
            switch argument.label {
            case "key": key = expression.isNilLiteral ? nil : expression
            case "legacyKeys": legacyKeys = expression
            case "coding": coding = expression
            case "encode": encode = expression
            case "decode": decode = expression
            default:
                let label = argument.label ?? "_"
                report(
                    .unknownArgument(
                        macro: macro, label: label, expected: "'key:', 'legacyKeys:', 'coding:' or 'encode:decode:'"),
                    at: argument.node)
                valid = false
            }
        }
        if (encode == nil) != (decode == nil), let list = attribute.argumentList {
            report(.incompleteClosures(macro: macro), at: list)
            valid = false
        }
        guard valid else { return nil }
        if macro == "RawPref" || impliedCodings[macro] != nil {
            if coding != nil || encode != nil {
                if let list = attribute.argumentList {
                    report(
                        .unknownArgument(
                            macro: macro, label: coding != nil ? "coding" : "encode",
                            expected: "'key:' or 'legacyKeys:'"),
                        at: list)
                }
                return nil
            }
            return (key, legacyKeys, impliedCodings[macro].map(PrefDeclaration.Coding.implied) ?? .raw)
        }
        if let encode, let decode { return (key, legacyKeys, .closures(encode: encode.text, decode: decode.text)) }
        if let coding { return (key, legacyKeys, .coding(coding.text)) }
        return (key, legacyKeys, .atomic)
    }
}
