import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

extension PrefsSchemaMacro {
    /// A property every schema declares and the generated code reads by name.
    private struct Requirement: Sendable {
        let name: String
        let wrapper: String
        /// The declaration the fix-it adds, after the wrapper attribute and the access modifier.
        let example: String
        let placeholderType: String
        let missing: @Sendable (String) -> PrefsMacroDiagnostic
    }

    private static let requirements = [
        Requirement(
            name: "storage", wrapper: "Storage", example: "var storage = .dictionary",
            placeholderType: "_PrefsRuntime.AnyStorage", missing: { .missingStorage(className: $0) }),
        Requirement(
            name: "storageMode", wrapper: "StorageMode",
            example: "var storageMode = .cachedReadStorageWrite",
            placeholderType: "_PrefsRuntime.Mode", missing: { .missingStorageMode(className: $0) }),
    ]

    /// Protocols a class may list that cannot give it a `storage`.
    private static let unrelatedInheritance: Set<String> = [
        "Sendable", "Observable", "AnyObject", "Equatable", "Hashable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Codable", "Encodable", "Decodable", "ObservableObject", "PrefsSchema",
    ]

    /// Diagnoses a schema without a `storage` or a `storageMode` property (one error each, with a fix-it), and
    /// returns members that stand in for the missing ones, so that the preferences' accessors and the `PrefsSchema`
    /// conformance add no errors of their own.
    ///
    /// A class that inherits from a type of its own may get them from it (a superclass, or a protocol extension), which
    /// the macro cannot see: it is left to the compiler.
    static func checkStorage(
        of classDecl: ClassDeclSyntax, attribute: AttributeSyntax, access: String,
        in context: some MacroExpansionContext
    ) -> [DeclSyntax] {
        let inherited = classDecl.inheritanceClause?.inheritedTypes.map {
            $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        }
        guard (inherited ?? []).allSatisfy(unrelatedInheritance.contains) else { return [] }
        let variables = classDecl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        let declared = Set(variables.flatMap { $0.bindings.compactMap(\.identifierName) })
        var placeholders: [DeclSyntax] = []
        for requirement in requirements where !declared.contains(requirement.name) {
            if let misnamed = variables.first(where: { $0.attribute(named: [requirement.wrapper]) != nil }),
                let binding = misnamed.bindings.first, let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
            {
                let name = TokenSyntax.identifier(
                    requirement.name, leadingTrivia: pattern.identifier.leadingTrivia,
                    trailingTrivia: pattern.identifier.trailingTrivia)
                let renamed = pattern.with(\.identifier, name)
                context.diagnose(
                    .misnamedStorage(
                        wrapper: requirement.wrapper, expected: requirement.name, found: pattern.identifier.text),
                    at: pattern,
                    fixIts: [
                        FixIt(
                            message: PrefsFixIt(message: "rename it '\(requirement.name)'"),
                            changes: [.replace(oldNode: Syntax(pattern), newNode: Syntax(renamed))])
                    ])
            } else {
                let declaration = "@\(requirement.wrapper) \(access)\(requirement.example)"
                context.diagnose(
                    requirement.missing(classDecl.name.text), at: attribute,
                    fixIts: [insertion(of: declaration, into: classDecl.memberBlock)])
            }
            placeholders.append(
                """
                /// Stands in for the missing `\(raw: requirement.name)` property (an error says so).
                \(raw: access)var \(raw: requirement.name): \(raw: requirement.placeholderType) {
                    Swift.fatalError("this schema declares no '\(raw: requirement.name)'")
                }
                """)
        }
        return placeholders
    }

    /// A fix-it that adds `declaration` as the first member of `memberBlock`, indented like the members.
    private static func insertion(of declaration: String, into memberBlock: MemberBlockSyntax) -> FixIt {
        let members = memberBlock.members
        let indentation = members.first?.leadingTrivia.indentation ?? "    "
        let item = MemberBlockItemSyntax(
            leadingTrivia: .newline + Trivia(stringLiteral: indentation), decl: DeclSyntax(stringLiteral: declaration))
        let updated = MemberBlockItemListSyntax([item] + Array(members))
        return FixIt(
            message: PrefsFixIt(message: "add '\(declaration)'"),
            changes: [.replace(oldNode: Syntax(members), newNode: Syntax(updated))])
    }
}

extension PatternBindingSyntax {
    /// The bound name without backticks, when the pattern is a plain identifier.
    var identifierName: String? {
        guard let identifier = pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
        return identifier.identifier?.name ?? identifier.text
    }
}

extension Trivia {
    /// The spaces and tabs after the last newline.
    var indentation: String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: text = ""
            case .spaces(let count): text += String(repeating: " ", count: count)
            case .tabs(let count): text += String(repeating: "\t", count: count)
            default: break
            }
        }
        return text
    }
}
