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
        if checkOptionKeys(of: variable, against: request.attribute, in: context) { return [] }
        checkDefault(of: variable, against: request.attribute, in: context)
        return []
    }

    /// Diagnoses options keyed by strings for a preference whose values are not strings, at the options, with a
    /// fix-it that writes enum cases for an enum (`"light": "Light"` → `.light: "Light"`). Returns whether it did.
    static func checkOptionKeys(
        of variable: Declaration, against attribute: Attribute, in context: ExpansionContext
    ) -> Bool {
        guard let binding = variable.bindings.first, let name = binding.name, let type = binding.type else {
            return false
        }
        let valueType = type.optionalWrapped ?? type.text
        guard
            let options = LiteralTypeCheck.optionsKeyedByStrings(
                setting: attribute, variable: variable, valueType: valueType),
            let keys = options.expression.dictionaryKeys
        else { return false }
        let cases = keys.compactMap { key -> (Node, String)? in
            guard let text = key.stringLiteralValue, isIdentifier(text) else { return nil }
            return (key, "." + text)
        }
        let isEnum = variable.attribute(named: ["RawRepresentablePref"]) != nil
        var fixIts: [MacroDiagnostic.FixIt] = []
        if isEnum && cases.count == keys.count {
            fixIts.append(
                MacroDiagnostic.FixIt(
                    message: "key the options by '\(valueType)' cases",
                    changes: cases.map { .init(start: $0.0.startOffset, end: $0.0.endOffset, newText: $0.1) }))
        }
        let example = isEnum ? cases.first.map { "\($0.1) instead of \($0.0.text)" } : nil
        context.diagnose(
            .optionsKeyedByStrings(name: name, type: valueType, example: example), at: options.expression,
            fixIts: fixIts)
        return true
    }

    /// Whether `text` can be written as a member name after a dot.
    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
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
