/// The description of a schema `@PrefsSchema` generates: its preferences (each preference's descriptor, which
/// `@Pref` made once for the type, with its presentation from `@Setting` and its doc comment), its instance's slots,
/// and the settings metadata: the schema's title and its `@SettingsGroup`s.
struct SchemaDescriptionExpansion {
    let className: String
    let title: String
    let groups: [Attribute]
    let prefs: [PrefDeclaration]

    /// `_$prefsDescription` and `_$settingsMetadata` (`static let`s, or computed `static var`s in a generic class,
    /// which cannot have static stored properties), and `_$prefsSlots`.
    func declarations(access: String, isGeneric: Bool) -> [String] {
        let descriptors = prefs.map { "\(className).\($0.descriptorName)" }
        let description = "_PrefsRuntime.Description(prefs: [\(list(descriptors, indent: isGeneric ? 16 : 8))])"
        let metadata = """
            _PrefsRuntime.SettingsMetadata(
                title: \(stringLiteral(title)),
                groups: [\(list(groups.map(group), indent: 8))]
            )
            """
        let descriptionDecl =
            isGeneric
            ? """
            /// The preferences this schema declares, in declaration order.
            \(access)nonisolated static var _$prefsDescription: _PrefsRuntime.Description {
                _PrefsRuntime.Description.cached(for: Self.self) {
                    \(description)
                }
            }
            """
            : """
            /// The preferences this schema declares, in declaration order.
            \(access)nonisolated static let _$prefsDescription = \(description)
            """
        let metadataDecl =
            isGeneric
            ? """
            /// The title and groups of this schema's settings tree.
            \(access)nonisolated static var _$settingsMetadata: _PrefsRuntime.SettingsMetadata {
            \(metadata.indented(by: 4))
            }
            """
            : """
            /// The title and groups of this schema's settings tree.
            \(access)nonisolated static let _$settingsMetadata = \(metadata)
            """
        let slotsDecl = """
            /// This instance's preferences, in declaration order.
            \(access)nonisolated var _$prefsSlots: [_PrefsRuntime.AnySlot] {
                [\(list(prefs.map(\.slotName), indent: 8))]
            }
            """
        return [descriptionDecl, slotsDecl, metadataDecl]
    }

    /// A `@SettingsGroup` as metadata: its arguments, the first one being the path.
    private func group(_ attribute: Attribute) -> String {
        let arguments = attribute.arguments.enumerated().map { index, argument in
            "\(argument.label ?? (index == 0 ? "path" : "_")): \(argument.expression.text)"
        }
        return "_PrefsRuntime.SettingsMetadata.Group(\(arguments.joined(separator: ", ")))"
    }

    private func list(_ lines: [String], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let closing = String(repeating: " ", count: indent - 4)
        return lines.isEmpty ? "" : "\n" + lines.map { pad + $0 + "," }.joined(separator: "\n") + "\n" + closing
    }
}
