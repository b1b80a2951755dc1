import Foundation
import SwiftSyntax

/// The `settingsTree` a schema generates from its `@SettingsGroup` and `@Setting` attributes and doc comments.
struct SettingsTreeExpansion {
    let title: String
    let groups: [AttributeSyntax]
    let prefs: [(pref: PrefDeclaration, variable: VariableDeclSyntax)]

    /// `prefsDeclarations` (a `static let`, or a computed `static var` in a generic class, which cannot have static
    /// stored properties) and `settingsTree`.
    func declarations(access: String, isGeneric: Bool) -> [DeclSyntax] {
        let groupLines = groups.map { group -> String in
            let arguments = group.labeledArguments.enumerated().map { index, argument in
                "\(argument.label?.text ?? (index == 0 ? "path" : "_")): \(argument.expression.trimmedDescription)"
            }
            return "_PrefsRuntime.GroupDeclaration(\(arguments.joined(separator: ", ")))"
        }
        let prefLines = prefs.map { pref, variable in prefDeclaration(pref, variable) }
        let declarationsDecl: DeclSyntax =
            isGeneric
            ? """
            /// Every preference this schema declares, in declaration order.
            \(raw: access)nonisolated static var prefsDeclarations: [_PrefsRuntime.PrefDeclaration] {
                [\(raw: list(prefLines, indent: 8))]
            }
            """
            : """
            /// Every preference this schema declares, in declaration order.
            \(raw: access)nonisolated static let prefsDeclarations: [_PrefsRuntime.PrefDeclaration] = [\(raw: list(prefLines, indent: 4))]
            """
        let treeDecl: DeclSyntax = """
            /// The settings tree this schema declares: its groups and preferences, with their metadata.
            \(raw: access)nonisolated static var settingsTree: _PrefsRuntime.Tree {
                _PrefsRuntime.Tree(
                    title: \(raw: stringLiteral(title)),
                    groups: [\(raw: list(groupLines))],
                    prefs: prefsDeclarations
                )
            }
            """
        return [declarationsDecl, treeDecl]
    }

    private func prefDeclaration(_ pref: PrefDeclaration, _ variable: VariableDeclSyntax) -> String {
        var given: [String: String] = [:]
        for argument in variable.attribute(named: ["Setting"])?.labeledArguments ?? [] {
            guard let label = argument.label?.text else { continue }
            given[label] = argument.expression.trimmedDescription
        }
        if given["summary"] == nil, let summary = variable.documentationSummary {
            given["summary"] = stringLiteral(summary)
        }
        // Arguments in the initialiser's parameter order; range, step and options are the slot's.
        let metadata = SettingMacro.labels.filter { !["range", "step", "options"].contains($0) }.compactMap { label in
            given[label].map { "\(label): \($0)" }
        }
        let arguments =
            ["slot: \(PrefExpansion(pref).slotInitializer)", "name: \(stringLiteral(pref.name))"] + metadata
        return "_PrefsRuntime.PrefDeclaration(\(arguments.joined(separator: ", ")))"
    }

    private func list(_ lines: [String], indent: Int = 12) -> String {
        let pad = String(repeating: " ", count: indent)
        let closing = String(repeating: " ", count: indent - 4)
        return lines.isEmpty ? "" : "\n" + lines.map { pad + $0 + "," }.joined(separator: "\n") + "\n" + closing
    }
}

extension VariableDeclSyntax {
    /// The declaration's `///` doc comment joined into one line, if it has one.
    var documentationSummary: String? {
        let lines = leadingTrivia.compactMap { piece -> String? in
            guard case .docLineComment(let text) = piece else { return nil }
            return text.dropFirst(3).trimmingCharacters(in: .whitespaces)
        }
        let summary = lines.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        return summary.isEmpty ? nil : summary
    }
}
