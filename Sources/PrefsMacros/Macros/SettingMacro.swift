/// `@Setting(...)`: settings-tree metadata for a preference. It generates nothing itself; `@PrefsSchema` reads it.
/// Its own expansion checks the arguments and that it sits on a preference.
enum SettingMacro: AttachedMacro {
    static let labels = [
        "title", "summary", "group", "icon", "tags", "searchable", "range", "step", "options", "requiresRestart",
        "secret",
    ]

    static func expansions(for request: MacroRequest, in context: ExpansionContext) -> [String]? {
        guard request.role == .peer else { return [] }
        checkLabels(of: request.attribute, macro: "Setting", allowed: labels, in: context)
        let variable = request.declaration
        guard variable.kind == .variable, variable.attribute(named: preferenceAttributeNames) != nil else {
            context.diagnose(.settingWithoutPref, at: request.attribute.node)
            return []
        }
        checkDefault(of: variable, against: request.attribute, in: context)
        return []
    }
}

/// `@SettingsGroup("path", ...)`: declares a group of the schema's settings tree. Read by `@PrefsSchema`.
enum SettingsGroupMacro: AttachedMacro {
    static let labels = ["title", "summary", "description", "icon", "tags", "presentation", "searchable"]

    static func expansions(for request: MacroRequest, in context: ExpansionContext) -> [String]? {
        guard request.role == .peer else { return [] }
        let arguments = request.attribute.arguments
        if arguments.first?.label != nil || arguments.isEmpty {
            context.diagnose(.groupPathFirst, at: request.attribute.node)
        }
        checkLabels(of: request.attribute, macro: "SettingsGroup", allowed: labels, in: context, skipFirst: true)
        return []
    }
}

/// Diagnoses every argument of `attribute` whose label is not one of `allowed`.
func checkLabels(
    of attribute: Attribute, macro: String, allowed: [String], in context: ExpansionContext, skipFirst: Bool = false
) {
    for argument in attribute.arguments.dropFirst(skipFirst ? 1 : 0) {
        let label = argument.label ?? "_"
        guard !allowed.contains(label) else { continue }
        let expected = allowed.map { "'\($0):'" }.joined(separator: ", ")
        context.diagnose(.unknownArgument(macro: macro, label: label, expected: expected), at: argument.node)
    }
}
