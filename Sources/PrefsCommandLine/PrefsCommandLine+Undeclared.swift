import PrefsMigrations
import PrefsSearch

/// A stored key the schema does not declare, as `dump --all` shows it.
struct CommandLineUndeclaredRow {
    let key: String
    let value: PrefsValue
    /// What the key is, when Prefs knows: a legacy key of a preference, or the migration record.
    let note: String?

    /// The stored keys of `schema`'s storage that none of its preferences declares, in key order.
    static func rows(of schema: some PrefsSchema) -> [CommandLineUndeclaredRow] {
        let slots = schema._$table.slots
        let declared = Set(slots.map(\.key))
        var legacy: [String: String] = [:]
        for slot in slots {
            for key in slot.legacyKeys where legacy[key] == nil { legacy[key] = slot.key }
        }
        return schema.storage.storageValues().filter { !declared.contains($0.key) }.sorted { $0.key < $1.key }.map {
            key, value in
            let note =
                if key == PrefsMigrationRecord.key { "migration record" } else {
                    legacy[key].map { "legacy key of '\($0)'; 'migrate' moves it" }
                }
            return CommandLineUndeclaredRow(key: key, value: value, note: note)
        }
    }
}

extension PrefsCommandLine {
    /// The `undeclared` member of `dump --all --json`.
    func undeclaredJSON(_ schema: Schema) -> JSONValue {
        .array(
            CommandLineUndeclaredRow.rows(of: schema).map { row in
                .object([
                    JSONMember("key", .string(row.key)),
                    JSONMember("type", .string(row.value.typeName)),
                    JSONMember("value", .stored(row.value)),
                    JSONMember("note", row.note.map(JSONValue.string) ?? .null),
                ])
            })
    }

    /// The part of `dump --all` after the preferences: the stored keys the schema does not declare.
    func printUndeclared(_ schema: Schema, _ context: inout CommandContext) {
        let rows = CommandLineUndeclaredRow.rows(of: schema)
        context.output.line()
        guard !rows.isEmpty else {
            context.output.line("The file holds no keys the schema does not declare.")
            return
        }
        let output = context.output
        context.output.line("Stored keys the schema does not declare (kept by every write):")
        let cells = rows.map { row in
            [
                "   " + row.key, row.value.typeName,
                CommandLineOutput.truncated(row.value.textForm, to: 40), row.note ?? "",
            ]
        }
        context.output.table([["   KEY", "TYPE", "VALUE", "NOTE"]] + cells) { row, column, cell in
            if row == 0 { return output.bold(cell) }
            return column == 3 ? output.dim(cell) : cell
        }
    }
}

extension PrefsCommandLine {
    /// The `kept` member of `dump --all --json`: the file's members no preference type holds.
    func keptJSON(_ kept: [PrefsKeptMember]) -> JSONValue {
        .array(
            kept.map { member in
                .object([
                    JSONMember("key", .string(member.key)), JSONMember("kind", .string(member.kind)),
                    JSONMember("text", .string(member.text)),
                ])
            })
    }

    /// The last part of `dump --all`: the members of the file no preference type holds, which every write keeps.
    func printKept(_ context: inout CommandContext) {
        guard !context.kept.isEmpty else { return }
        context.output.line()
        context.output.line("Stored values no preference type holds (read as absent, kept by every write):")
        let output = context.output
        let cells = context.kept.map { member in
            ["   " + member.key, member.kind, CommandLineOutput.truncated(member.text, to: 60)]
        }
        context.output.table([["   KEY", "KIND", "VALUE"]] + cells) { row, _, cell in
            row == 0 ? output.bold(cell) : cell
        }
    }
}
