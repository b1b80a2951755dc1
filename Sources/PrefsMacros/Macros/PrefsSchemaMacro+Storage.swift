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
        of classDecl: Declaration, attribute: Attribute, access: String, in context: ExpansionContext
    ) -> [String] {
        let inherited = classDecl.inheritedTypes.map { $0.text.split(separator: ".").last.map(String.init) ?? "" }
        guard inherited.allSatisfy(unrelatedInheritance.contains) else { return [] }
        let variables = classDecl.members.filter { $0.kind == .variable }
        let declared = Set(variables.flatMap { $0.bindings.compactMap(\.name) })
        var placeholders: [String] = []
        for requirement in requirements where !declared.contains(requirement.name) {
            if let misnamed = variables.first(where: { $0.attribute(named: [requirement.wrapper]) != nil }),
                let binding = misnamed.bindings.first, let identifier = binding.identifier
            {
                let pattern = binding.pattern
                context.diagnose(
                    .misnamedStorage(wrapper: requirement.wrapper, expected: requirement.name, found: identifier),
                    at: pattern,
                    fixIts: [
                        MacroDiagnostic.FixIt(
                            message: "rename it '\(requirement.name)'",
                            changes: [
                                .init(start: pattern.startOffset, end: pattern.endOffset, newText: requirement.name)
                            ])
                    ])
            } else {
                let declaration = "@\(requirement.wrapper) \(access)\(requirement.example)"
                context.diagnose(
                    requirement.missing(classDecl.nameText), at: attribute.node,
                    fixIts: [insertion(of: declaration, into: classDecl)].compactMap { $0 })
            }
            placeholders.append(
                """
                /// Stands in for the missing `\(requirement.name)` property (an error says so).
                \(access)var \(requirement.name): \(requirement.placeholderType) {
                    Swift.fatalError("this schema declares no '\(requirement.name)'")
                }
                """)
        }
        return placeholders
    }

    /// A fix-it that adds `declaration` as the first member of the class, indented like the members. (It replaces
    /// the members with the new one followed by them, as the plugin always has; the line break and indentation are
    /// part of the change only when the first member's own are different.)
    private static func insertion(of declaration: String, into classDecl: Declaration) -> MacroDiagnostic.FixIt? {
        guard let block = classDecl.memberBlock else { return nil }
        let source = block.source
        let message = "add '\(declaration)'"
        guard let firstMember = classDecl.members.first, let lastMember = classDecl.members.last else {
            // No members: insert after the `{`, with a line break and the default indentation.
            let offset = source.source.fileOffset + block.firstToken.trailingEnd
            return MacroDiagnostic.FixIt(
                message: message, changes: [.init(start: offset, end: offset, newText: "\n    " + declaration)])
        }
        let leading = firstMember.node.leadingTrivia
        let indentation = Self.indentation(of: leading)
        let rest = source.source.text(firstMember.node.firstToken.leadingStart, lastMember.node.lastToken.end)
        let end = lastMember.node.endOffset
        if leading == "\n" + indentation {
            return MacroDiagnostic.FixIt(
                message: message,
                changes: [.init(start: firstMember.node.startOffset, end: end, newText: declaration + rest)])
        }
        return MacroDiagnostic.FixIt(
            message: message,
            changes: [
                .init(
                    start: firstMember.node.fullStartOffset, end: end, newText: "\n" + indentation + declaration + rest)
            ])
    }

    /// The spaces and tabs after the last line break of `trivia` (comments left out).
    static func indentation(of trivia: String) -> String {
        var text = ""
        var inComment = false
        var characters = Array(trivia)
        characters.append(" ")
        var index = 0
        while index < characters.count - 1 {
            let character = characters[index]
            if inComment {
                if character == "*" && characters[index + 1] == "/" {
                    inComment = false
                    index += 1
                }
            } else if character == "/" && characters[index + 1] == "*" {
                inComment = true
                index += 1
            } else if character.isNewline {
                text = ""
            } else if character == " " || character == "\t" {
                text.append(character)
            }
            index += 1
        }
        return text
    }
}
