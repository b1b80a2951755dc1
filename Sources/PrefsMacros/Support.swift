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
    /// Emits `message` at `node`, with an optional fix-it.
    func diagnose(_ message: PrefsMacroDiagnostic, at node: some SyntaxProtocol, fixIt: FixIt? = nil) {
        diagnose(Diagnostic(node: Syntax(node), message: message, fixIts: fixIt.map { [$0] } ?? []))
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
