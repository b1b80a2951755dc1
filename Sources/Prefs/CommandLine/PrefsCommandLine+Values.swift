/// One preference as `dump` and `get` show it.
struct CommandLinePrefRow {
    let declaration: SettingsPrefDeclaration
    let info: SettingsPrefInfo
    /// The effective value: what is stored when the preference accepts it, else the default.
    let value: PrefsValue?
    let isDefault: Bool
    /// A stored value the preference does not accept (wrong type, out of range), which reads as the default.
    let rejectedStoredValue: PrefsValue?

    /// The JSON object `dump --json` and `get --json` print.
    func json(showSecrets: Bool) -> SettingsJSON {
        .object([
            .init(key: "key", value: .string(info.key)),
            .init(key: "title", value: .string(declaration.node.title)),
            .init(key: "type", value: .string(info.type.rawValue)),
            .init(key: "value", value: Self.json(value, declaration, showSecrets: showSecrets)),
            .init(key: "default", value: Self.json(info.defaultValue, declaration, showSecrets: showSecrets)),
            .init(key: "isDefault", value: .bool(isDefault)),
            .init(key: "secret", value: .bool(info.isSecret)),
        ])
    }

    /// A value as text, `<redacted>` for a secret, empty for none.
    func text(_ value: PrefsValue?, showSecrets: Bool) -> String {
        Self.text(value, declaration, showSecrets: showSecrets)
    }

    static let redacted = "<redacted>"

    static func text(_ value: PrefsValue?, _ declaration: SettingsPrefDeclaration, showSecrets: Bool) -> String {
        guard let value else { return "" }
        let secret = declaration.node.pref?.isSecret ?? false
        return secret && !showSecrets ? redacted : CommandLineValues.text(value, for: declaration)
    }

    static func json(_ value: PrefsValue?, _ declaration: SettingsPrefDeclaration, showSecrets: Bool) -> SettingsJSON {
        guard let value else { return .null }
        let secret = declaration.node.pref?.isSecret ?? false
        return secret && !showSecrets ? .string(redacted) : CommandLineValues.json(value, for: declaration)
    }
}

extension PrefsCommandLine {
    /// `dump`: every preference, in declaration order.
    func dump(_ context: inout CommandContext) throws(CommandLineFailure) {
        let (file, schema) = try openSchema(context)
        let rows = Schema.prefsDeclarations.map { row(for: $0, in: schema) }
        warnAboutRejectedValues(rows, &context)
        let showSecrets = context.arguments.has("show-secrets")
        if context.arguments.has("json") {
            let document = SettingsJSON.object([
                .init(key: "file", value: .string(file.path)),
                .init(key: "prefs", value: .array(rows.map { $0.json(showSecrets: showSecrets) })),
            ])
            context.output.line(document.rendered())
            return
        }
        let output = context.output
        let header = ["", "KEY", "TYPE", "VALUE", "DEFAULT"]
        let cells = rows.map { row in
            [
                row.isDefault ? "" : "*", row.info.key, row.info.type.rawValue,
                CommandLineOutput.truncated(row.text(row.value, showSecrets: showSecrets), to: 40),
                CommandLineOutput.truncated(row.text(row.info.defaultValue, showSecrets: showSecrets), to: 30),
            ]
        }
        context.output.line(output.dim(file.path))
        context.output.table([header] + cells) { row, column, cell in
            if row == 0 { return output.bold(cell) }
            if column == 0 || (column == 3 && cells[row - 1][0] == "*") { return output.highlight(cell) }
            if column == 4 { return output.dim(cell) }
            return cell
        }
        let changed = rows.filter { !$0.isDefault }.count
        context.output.line(
            "\(changed) of \(rows.count) preferences differ from their defaults" + (changed > 0 ? " (*)." : "."))
    }

    /// `get KEY`: one preference's value.
    func get(_ context: inout CommandContext) throws(CommandLineFailure) {
        guard context.arguments.positionals.count == 1, let key = context.arguments.positionals.first else {
            throw .usage("get needs exactly one KEY (see '\(toolName) get --help')")
        }
        let (_, schema) = try openSchema(context)
        let declaration = try self.declaration(for: key)
        let row = row(for: declaration, in: schema)
        warnAboutRejectedValues([row], &context)
        let showSecrets = context.arguments.has("show-secrets")
        if context.arguments.has("json") {
            context.output.line(row.json(showSecrets: showSecrets).rendered())
        } else if row.value != nil {
            context.output.line(row.text(row.value, showSecrets: showSecrets))
        }
    }

    func declaration(for key: String) throws(CommandLineFailure) -> SettingsPrefDeclaration {
        guard let declaration = Schema.prefsDeclarations.first(where: { $0.key == key }) else {
            throw CommandLineFailure(PrefsError.unknownKey(key), keys: Schema.prefsDeclarations.map(\.key))
        }
        return declaration
    }

    private func row(for declaration: SettingsPrefDeclaration, in schema: Schema) -> CommandLinePrefRow {
        let info = declaration.node.pref ?? SettingsPrefInfo(key: declaration.key, type: .codable)
        let stored = schema.storage.storageValue(forKey: declaration.key)
        let rejected = stored.flatMap { (try? declaration.check($0)) == nil ? $0 : nil }
        let value = (try? schema.value(forKey: declaration.key)) ?? nil
        return CommandLinePrefRow(
            declaration: declaration, info: info, value: value,
            isDefault: (try? schema.isDefault(forKey: declaration.key)) ?? true, rejectedStoredValue: rejected)
    }

    private func warnAboutRejectedValues(_ rows: [CommandLinePrefRow], _ context: inout CommandContext) {
        let showSecrets = context.arguments.has("show-secrets")
        for row in rows {
            guard let rejected = row.rejectedStoredValue else { continue }
            let expected: String
            switch Result(catching: { try row.declaration.check(rejected) }) {
            case .failure(PrefsError.invalidValue(_, _, let allowed)): expected = allowed
            case .failure(PrefsError.typeMismatch(_, let type, _)): expected = CommandLineFailure.readableType(type)
            default: expected = row.info.type.rawValue
            }
            let shown = row.info.isSecret && !showSecrets ? "a value" : "\(rejected.typeName) \(rejected)"
            let fallback = row.value.map { "the default " + row.text($0, showSecrets: showSecrets) } ?? "no value"
            context.warnings.append(
                "'\(row.info.key)' holds \(shown), which it does not accept (expected \(expected)); using \(fallback)")
        }
    }
}
