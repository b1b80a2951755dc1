import Foundation
import SwiftSyntax

/// The description of a schema `@PrefsSchema` generates: its preferences (each preference's descriptor, which
/// `@Pref` made once for the type, with its presentation from `@Setting` and its doc comment), its instance's slots,
/// and the settings metadata: the schema's title and its `@SettingsGroup`s.
struct SchemaDescriptionExpansion {
    let className: String
    let title: String
    let groups: [AttributeSyntax]
    let prefs: [PrefDeclaration]

    /// `_$prefsDescription` and `_$settingsMetadata` (`static let`s, or computed `static var`s in a generic class,
    /// which cannot have static stored properties), and `_$prefsSlots`.
    func declarations(access: String, isGeneric: Bool) -> [DeclSyntax] {
        let descriptors = prefs.map { "\(className).\($0.descriptorName)" }
        let description = "_PrefsRuntime.Description(prefs: [\(list(descriptors, indent: isGeneric ? 16 : 8))])"
        let metadata = """
            _PrefsRuntime.SettingsMetadata(
                title: \(stringLiteral(title)),
                groups: [\(list(groups.map(group), indent: 8))]
            )
            """
        let descriptionDecl: DeclSyntax =
            isGeneric
            ? """
            /// The preferences this schema declares, in declaration order.
            \(raw: access)nonisolated static var _$prefsDescription: _PrefsRuntime.Description {
                _PrefsRuntime.Description.cached(for: Self.self) {
                    \(raw: description)
                }
            }
            """
            : """
            /// The preferences this schema declares, in declaration order.
            \(raw: access)nonisolated static let _$prefsDescription = \(raw: description)
            """
        let metadataDecl: DeclSyntax =
            isGeneric
            ? """
            /// The title and groups of this schema's settings tree.
            \(raw: access)nonisolated static var _$settingsMetadata: _PrefsRuntime.SettingsMetadata {
            \(raw: metadata.indented(by: 4))
            }
            """
            : """
            /// The title and groups of this schema's settings tree.
            \(raw: access)nonisolated static let _$settingsMetadata = \(raw: metadata)
            """
        let slotsDecl: DeclSyntax = """
            /// This instance's preferences, in declaration order.
            \(raw: access)nonisolated var _$prefsSlots: [_PrefsRuntime.AnySlot] {
                [\(raw: list(prefs.map(\.slotName), indent: 8))]
            }
            """
        return [descriptionDecl, slotsDecl, metadataDecl]
    }

    /// A `@SettingsGroup` as metadata: its arguments, the first one being the path.
    private func group(_ attribute: AttributeSyntax) -> String {
        let arguments = attribute.labeledArguments.enumerated().map { index, argument in
            "\(argument.label?.text ?? (index == 0 ? "path" : "_")): \(argument.expression.trimmedDescription)"
        }
        return "_PrefsRuntime.SettingsMetadata.Group(\(arguments.joined(separator: ", ")))"
    }

    private func list(_ lines: [String], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let closing = String(repeating: " ", count: indent - 4)
        return lines.isEmpty ? "" : "\n" + lines.map { pad + $0 + "," }.joined(separator: "\n") + "\n" + closing
    }
}

extension VariableDeclSyntax {
    /// The declaration's `///` doc comment: its first paragraph (joined into one line) as the summary, the others
    /// (each joined into one line, separated by blank lines) as the description.
    var documentation: (summary: String, description: String?)? {
        var paragraphs: [[String]] = [[]]
        for piece in leadingTrivia {
            guard case .docLineComment(let text) = piece else { continue }
            let line = text.dropFirst(3).trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                if !(paragraphs.last?.isEmpty ?? true) { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(line)
            }
        }
        let joined = paragraphs.filter { !$0.isEmpty }.map { $0.joined(separator: " ") }
        guard let summary = joined.first else { return nil }
        let rest = joined.dropFirst()
        return (summary, rest.isEmpty ? nil : rest.joined(separator: "\n\n"))
    }
}
