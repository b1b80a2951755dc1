import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// What a `@Pref`-family attribute and its property declare, checked for misuse.
struct PrefDeclaration {
    /// How values reach storage.
    enum Coding {
        /// The declared type is stored as it is.
        case atomic
        /// `coding:` names a `PrefsCodable`.
        case coding(ExprSyntax)
        /// `encode:` and `decode:` closures.
        case closures(encode: ExprSyntax, decode: ExprSyntax)
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
    let declaredType: TypeSyntax
    /// The declared type without its optional wrapper.
    let valueType: TypeSyntax
    let isOptional: Bool
    let defaultValue: ExprSyntax?
    /// The key expression as written, or the property name as a string literal.
    let keyExpression: ExprSyntax
    /// The key when it is a plain string literal (or derived from the name), for duplicate checks.
    let literalKey: String?
    /// The `legacyKeys:` expression, as written.
    let legacyKeys: ExprSyntax?
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

    /// Reads the declaration, or diagnoses every misuse found and returns `nil`.
    static func parse(
        attribute: AttributeSyntax, declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext,
        emitDiagnostics: Bool
    ) -> PrefDeclaration? {
        var problems = Problems(context: emitDiagnostics ? context : nil, macro: attribute.simpleName)
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            problems.report(.requiresVar(macro: problems.macro), at: declaration)
            return nil
        }
        problems.checkShape(of: variable)
        guard let binding = variable.bindings.first, variable.bindings.count == 1,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else {
            return nil
        }
        let name = identifier.identifier.identifier?.name ?? identifier.identifier.text
        let arguments = problems.parseArguments(attribute.labeledArguments)
        guard let declaredType = binding.typeAnnotation?.type.trimmed else {
            problems.report(.missingTypeAnnotation(macro: problems.macro), at: binding)
            return nil
        }
        let wrapped = declaredType.optionalWrapped
        // Diagnostics go on the nodes as written (a trimmed copy has no position in the source file).
        let writtenInitializer = binding.initializer?.value
        let initializer = writtenInitializer?.trimmed
        let explicitNil = initializer?.is(NilLiteralExprSyntax.self) == true
        if wrapped == nil, initializer == nil, binding.accessorBlock == nil {
            problems.report(.missingDefault(macro: problems.macro, type: declaredType.trimmedDescription), at: binding)
        }
        if wrapped != nil, let writtenInitializer, !explicitNil {
            problems.report(
                .optionalWithDefault(macro: problems.macro, type: declaredType.trimmedDescription),
                at: writtenInitializer, fixIts: FixIt.optionalWithDefault(binding, wrapped: wrapped ?? declaredType))
        }
        guard !problems.found, let arguments else { return nil }
        let literalKey: String? =
            if let key = arguments.key { key.as(StringLiteralExprSyntax.self)?.representedLiteralValue } else { name }
        let classDecl = context.lexicalContext.lazy.compactMap { $0.as(ClassDeclSyntax.self) }.first
        return PrefDeclaration(
            macroName: problems.macro,
            name: name,
            reference: identifier.identifier.text,
            className: classDecl?.name.text ?? "Self",
            classIsGeneric: classDecl?.genericParameterClause != nil,
            declaredType: declaredType,
            valueType: wrapped ?? declaredType,
            isOptional: wrapped != nil,
            defaultValue: wrapped == nil ? initializer : nil,
            keyExpression: arguments.key ?? ExprSyntax(stringLiteral: stringLiteral(name)),
            literalKey: literalKey,
            legacyKeys: arguments.legacyKeys,
            coding: arguments.coding,
            descriptorArguments: descriptorArguments(of: variable),
            accessModifiers: variable.accessModifiers
        )
    }
}

extension PrefDeclaration {
    /// The `@Setting` arguments of `variable`, and its doc comment as summary and description unless `summary:` is
    /// given, as `label: expression`.
    static func descriptorArguments(of variable: VariableDeclSyntax) -> [String] {
        var given: [(label: String, expression: String)] = []
        for argument in variable.attribute(named: ["Setting"])?.labeledArguments ?? [] {
            guard let label = argument.label?.text, descriptorLabels.contains(label) else { continue }
            given.append((label, argument.expression.trimmedDescription))
        }
        if !given.contains(where: { $0.label == "summary" }), let documentation = variable.documentation {
            given.append(("summary", stringLiteral(documentation.summary)))
            if let description = documentation.description { given.append(("description", stringLiteral(description))) }
        }
        return given.map { "\($0.label): \($0.expression)" }
    }
}

/// Collects the diagnostics of one declaration.
private struct Problems<Context: MacroExpansionContext> {
    let context: Context?
    let macro: String
    private(set) var found = false

    init(context: Context?, macro: String) {
        self.context = context
        self.macro = macro
    }

    mutating func report(_ message: PrefsMacroDiagnostic, at node: some SyntaxProtocol, fixIts: [FixIt] = []) {
        found = true
        context?.diagnose(message, at: node, fixIts: fixIts)
    }

    mutating func checkShape(of variable: VariableDeclSyntax) {
        if variable.bindingSpecifier.tokenKind == .keyword(.let) {
            let fix = FixIt(
                message: PrefsFixIt(message: "use 'var'"),
                changes: [
                    .replace(
                        oldNode: Syntax(variable.bindingSpecifier),
                        newNode: Syntax(variable.bindingSpecifier.with(\.tokenKind, .keyword(.var))))
                ])
            report(.requiresVar(macro: macro), at: variable.bindingSpecifier, fixIts: [fix])
        }
        for modifier in variable.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class):
                report(.staticProperty(macro: macro, modifier: modifier.name.text), at: modifier)
            case .keyword(.lazy):
                report(.lazyProperty(macro: macro), at: modifier)
            default: break
            }
        }
        if variable.bindings.count != 1 {
            report(.multipleBindings(macro: macro), at: variable.bindings)
        }
        if let accessors = variable.bindings.first?.accessorBlock {
            report(.computedProperty(macro: macro), at: accessors)
        }
    }

    /// The key and coding arguments, or `nil` after diagnosing an unknown or incomplete one.
    mutating func parseArguments(
        _ list: LabeledExprListSyntax
    ) -> (key: ExprSyntax?, legacyKeys: ExprSyntax?, coding: PrefDeclaration.Coding)? {
        var key: ExprSyntax?
        var legacyKeys: ExprSyntax?
        var coding: ExprSyntax?
        var encode: ExprSyntax?
        var decode: ExprSyntax?
        var valid = true
        for argument in list {
            let expression = argument.expression.trimmed
            switch argument.label?.text {
            case "key": key = expression.is(NilLiteralExprSyntax.self) ? nil : expression
            case "legacyKeys": legacyKeys = expression
            case "coding": coding = expression
            case "encode": encode = expression
            case "decode": decode = expression
            default:
                let label = argument.label?.text ?? "_"
                report(
                    .unknownArgument(
                        macro: macro, label: label, expected: "'key:', 'legacyKeys:', 'coding:' or 'encode:decode:'"),
                    at: argument)
                valid = false
            }
        }
        if (encode == nil) != (decode == nil) {
            report(.incompleteClosures(macro: macro), at: list)
            valid = false
        }
        guard valid else { return nil }
        if macro == "RawPref" || impliedCodings[macro] != nil {
            if coding != nil || encode != nil {
                report(
                    .unknownArgument(
                        macro: macro, label: coding != nil ? "coding" : "encode", expected: "'key:' or 'legacyKeys:'"),
                    at: list)
                return nil
            }
            return (key, legacyKeys, impliedCodings[macro].map(PrefDeclaration.Coding.implied) ?? .raw)
        }
        if let encode, let decode { return (key, legacyKeys, .closures(encode: encode, decode: decode)) }
        if let coding { return (key, legacyKeys, .coding(coding)) }
        return (key, legacyKeys, .atomic)
    }
}

extension PrefDeclaration {
    /// For `@RawPref`, the `_PrefsRuntime` type the slot keeps the value as: an array of any storable values for
    /// `[Any]`, a dictionary of them for `[String: Any]`, and a stored value of any shape otherwise.
    var rawStorageType: String {
        switch valueType.trimmedDescription.filter({ !$0.isWhitespace }) {
        case "[Any]", "Array<Any>": "_PrefsRuntime.RawArray"
        case "[String:Any]", "Dictionary<String,Any>": "_PrefsRuntime.RawDictionary"
        default: "_PrefsRuntime.RawValue"
        }
    }
}
