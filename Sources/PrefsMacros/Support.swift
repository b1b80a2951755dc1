import Foundation
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The codings implied by the macros that name one, as `_PrefsRuntime` aliases.
let impliedCodings: [String: String] = [
    "RawRepresentablePref": "RawRepresentableCoding",
    "JSONDataCodablePref": "JSONDataCoding",
    "JSONStringCodablePref": "JSONStringCoding",
]

/// The names of the attributes that declare a preference.
let preferenceAttributeNames: Set<String> = Set(["Pref", "RawPref"] + impliedCodings.keys)

extension AttributeSyntax {
    /// The attribute's name without module qualification (`Prefs.Pref` → `Pref`).
    var simpleName: String {
        let name = attributeName.trimmedDescription
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The labelled arguments, empty when there are none.
    var labeledArguments: LabeledExprListSyntax {
        if case .argumentList(let list) = arguments { return list }
        return []
    }
}

extension VariableDeclSyntax {
    /// The first attribute whose name is one of `names`.
    func attribute(named names: Set<String>) -> AttributeSyntax? {
        attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { names.contains($0.simpleName) }
    }

    /// Access modifiers (`public`, `package`, …) to copy onto generated declarations, without setter-only forms.
    var accessModifiers: String {
        let access: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
        return modifiers.filter { access.contains($0.name.text) && $0.detail == nil }
            .map { $0.name.text == "open" ? "public " : "\($0.name.text) " }
            .joined()
    }
}

extension TypeSyntax {
    /// The wrapped type when this is `T?` or `Optional<T>`; `nil` otherwise.
    var optionalWrapped: TypeSyntax? {
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let identifier = self.as(IdentifierTypeSyntax.self),
            identifier.name.text == "Optional",
            let argument = identifier.genericArgumentClause?.arguments.first,
            identifier.genericArgumentClause?.arguments.count == 1
        {
            return TypeSyntax(argument.argument.trimmed)
        }
        return nil
    }
}

extension MacroExpansionContext {
    /// Emits `message` at `node` (a node as written in the source, never a trimmed copy, which has no position),
    /// with the fix-its that apply.
    func diagnose(_ message: PrefsMacroDiagnostic, at node: some SyntaxProtocol, fixIts: [FixIt] = []) {
        diagnose(Diagnostic(node: Syntax(node), message: message, fixIts: fixIts))
    }
}

/// A Swift string literal for `text`.
func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for character in text.unicodeScalars {
        switch character {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        default: literal.unicodeScalars.append(character)
        }
    }
    return literal + "\""
}

extension AttributeListSyntax {
    /// Whether the declaration is marked `@MainActor`.
    var isMainActor: Bool {
        contains { $0.as(AttributeSyntax.self)?.simpleName == "MainActor" }
    }
}

extension String {
    /// Every line indented by `width` spaces.
    func indented(by width: Int) -> String {
        let indent = String(repeating: " ", count: width)
        return split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
    }
}

extension FixIt {
    /// The two ways out of an optional preference with a default (`var name: String? = "x"`): drop the default, or
    /// make the type non-optional so that the default applies.
    static func optionalWithDefault(_ binding: PatternBindingSyntax, wrapped: TypeSyntax) -> [FixIt] {
        guard let annotation = binding.typeAnnotation else { return [] }
        var withoutDefault = binding.with(\.initializer, nil)
        withoutDefault.typeAnnotation?.trailingTrivia = binding.initializer?.trailingTrivia ?? []
        let nonOptional = wrapped.trimmed.with(\.trailingTrivia, annotation.type.trailingTrivia)
        return [
            FixIt(
                message: PrefsFixIt(message: "remove the default value"),
                changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(withoutDefault))]),
            FixIt(
                message: PrefsFixIt(message: "make the type non-optional: '\(wrapped.trimmedDescription)'"),
                changes: [.replace(oldNode: Syntax(annotation.type), newNode: Syntax(nonOptional))]),
        ]
    }
}

extension MacroExpansionContext {
    /// Where the declaration being expanded sits, when that is not the body of a `@PrefsSchema` class; `nil` when it
    /// is. (`@PrefsSchema` reads preferences and `@OnPrefChange` methods from its class's body only.)
    var schemaContainer: SchemaContainer? {
        guard let innermost = lexicalContext.first else { return SchemaContainer.none }
        if let classDecl = innermost.as(ClassDeclSyntax.self) {
            let isSchema = classDecl.attributes.contains { $0.as(AttributeSyntax.self)?.simpleName == "PrefsSchema" }
            return isSchema ? nil : .plainClass(classDecl.name.text)
        }
        if let decl = innermost.as(StructDeclSyntax.self) { return .otherType(kind: "struct", name: decl.name.text) }
        if let decl = innermost.as(EnumDeclSyntax.self) { return .otherType(kind: "enum", name: decl.name.text) }
        if let decl = innermost.as(ActorDeclSyntax.self) { return .otherType(kind: "actor", name: decl.name.text) }
        if let decl = innermost.as(ProtocolDeclSyntax.self) {
            return .otherType(kind: "protocol", name: decl.name.text)
        }
        if innermost.is(ExtensionDeclSyntax.self) { return .extension }
        return SchemaContainer.none
    }
}
