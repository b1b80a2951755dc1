public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Setting(...)`: settings-tree metadata for a preference. It generates nothing itself; `@PrefsSchema` reads it.
/// Its own expansion checks the arguments and that it sits on a preference.
public enum SettingMacro: PeerMacro {
    static let labels = [
        "title", "summary", "group", "icon", "tags", "searchable", "range", "step", "options", "requiresRestart",
        "secret",
    ]

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        checkLabels(of: node, macro: "Setting", allowed: labels, in: context)
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.attribute(named: preferenceAttributeNames) != nil
        else {
            context.diagnose(.settingWithoutPref, at: node)
            return []
        }
        checkDefault(of: variable, against: node, in: context)
        return []
    }
}

/// `@SettingsGroup("path", ...)`: declares a group of the schema's settings tree. Read by `@PrefsSchema`.
public enum SettingsGroupMacro: PeerMacro {
    static let labels = ["title", "summary", "description", "icon", "tags", "presentation", "searchable"]

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let arguments = node.labeledArguments
        if arguments.first?.label != nil || arguments.isEmpty {
            context.diagnose(.groupPathFirst, at: node)
        }
        checkLabels(of: node, macro: "SettingsGroup", allowed: labels, in: context, skipFirst: true)
        return []
    }
}

/// Diagnoses every argument of `node` whose label is not one of `allowed`.
func checkLabels(
    of node: AttributeSyntax, macro: String, allowed: [String], in context: some MacroExpansionContext,
    skipFirst: Bool = false
) {
    for argument in node.labeledArguments.dropFirst(skipFirst ? 1 : 0) {
        let label = argument.label?.text ?? "_"
        guard !allowed.contains(label) else { continue }
        let expected = allowed.map { "'\($0):'" }.joined(separator: ", ")
        context.diagnose(.unknownArgument(macro: macro, label: label, expected: expected), at: argument)
    }
}
