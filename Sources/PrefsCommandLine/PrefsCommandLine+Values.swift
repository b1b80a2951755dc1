import PrefsMigrations
import PrefsSearch

/// One preference as `dump` and `get` show it.
struct CommandLinePrefRow {
    let slot: _PrefsRuntime.AnySlot
    /// The effective value, in value form: what is stored when the preference accepts it, else the default.
    let value: PrefsValue?
    let isDefault: Bool
    /// A stored value the preference does not accept (wrong type, out of range), which reads as the default, and why.
    let rejected: (value: PrefsValue, error: PrefsError)?

    /// Where the value comes from (see ``PrefsValueSource``).
    let source: PrefsValueSource

    /// The row of `slot` as `storage` gives it. A value the user's file holds that the preference does not accept is
    /// `rejected`; over a layered storage, the value then comes from a lower layer.
    init(slot: _PrefsRuntime.AnySlot, storage: some PrefsStorage) {
        self.slot = slot
        let key = slot.readKey(in: storage)
        let stored = storage.storageValue(forKey: key)
        value = slot.effectiveForm(ofStored: stored)
        isDefault = slot.isDefault(stored: stored)
        rejected = storage.writtenValue(forKey: key).flatMap {
            written -> (value: PrefsValue, error: PrefsError)? in
            do throws(PrefsError) {
                try slot.check(stored: written)
                return nil
            } catch {
                return (written, error)
            }
        }
        let source = storage.source(forKey: key)
        self.source = stored.flatMap(slot.acceptedForm(ofStored:)) == nil ? .declaredDefault : source
    }

    /// The JSON object `dump --json` and `get --json` print.
    func json(showSecrets: Bool) -> JSONValue {
        var members = [
            JSONMember("key", .string(slot.key)),
            JSONMember("title", .string(slot.title)),
            JSONMember("type", .string(slot.valueType.rawValue)),
        ]
        if slot.storedType != slot.valueType {
            members.append(JSONMember("storedType", .string(slot.storedType.rawValue)))
        }
        members += [
            JSONMember("value", Self.json(value, slot, showSecrets: showSecrets)),
            JSONMember("default", Self.json(slot.defaultForm, slot, showSecrets: showSecrets)),
            JSONMember("isDefault", .bool(isDefault)),
            JSONMember("source", .string(source.description)),
            JSONMember("secret", .bool(slot.isSecret)),
        ]
        return .object(members)
    }

    /// A value as text, `<redacted>` for a secret, empty for none.
    func text(_ value: PrefsValue?, showSecrets: Bool) -> String {
        Self.text(value, slot, showSecrets: showSecrets)
    }

    static let redacted = "<redacted>"

    static func text(_ value: PrefsValue?, _ slot: _PrefsRuntime.AnySlot, showSecrets: Bool) -> String {
        guard let value else { return "" }
        return slot.isSecret && !showSecrets ? redacted : PrefTextForm.text(value, for: slot.descriptor)
    }

    static func json(_ value: PrefsValue?, _ slot: _PrefsRuntime.AnySlot, showSecrets: Bool) -> JSONValue {
        guard let value else { return .null }
        return slot.isSecret && !showSecrets ? .string(redacted) : PrefTextForm.json(value, for: slot.descriptor)
    }
}

extension PrefsCommandLine {
    /// `dump`: every preference, in declaration order.
    func dump(_ context: inout CommandContext) throws(CommandLineFailure) {
        let (file, schema) = try openSchema(&context)
        let storage = schema.attachedStorage
        let rows = schema._$table.slots.map { CommandLinePrefRow(slot: $0, storage: storage) }
        warnAboutRejectedValues(rows, &context)
        let showSecrets = context.arguments.has("show-secrets")
        if context.arguments.has("json") {
            var members = [
                JSONMember("file", .string(file.path)),
                JSONMember("prefs", .array(rows.map { $0.json(showSecrets: showSecrets) })),
            ]
            if context.arguments.has("all") {
                members.append(JSONMember("undeclared", undeclaredJSON(schema)))
                members.append(JSONMember("kept", keptJSON(context.kept)))
            }
            context.output.line(JSONWriter.text(of: .object(members)))
            return
        }
        let output = context.output
        let header = ["", "KEY", "TYPE", "VALUE", "DEFAULT", "SOURCE"]
        let cells = rows.map { row in
            [
                row.isDefault ? "" : "*", row.slot.key, row.slot.valueType.rawValue,
                CommandLineOutput.truncated(row.text(row.value, showSecrets: showSecrets), to: 40),
                CommandLineOutput.truncated(row.text(row.slot.defaultForm, showSecrets: showSecrets), to: 30),
                row.source.description,
            ]
        }
        context.output.line(output.dim(file.path))
        context.output.table([header] + cells) { row, column, cell in
            if row == 0 { return output.bold(cell) }
            if column == 0 || (column == 3 && cells[row - 1][0] == "*") { return output.highlight(cell) }
            if column == 4 || column == 5 { return output.dim(cell) }
            return cell
        }
        let changed = rows.filter { !$0.isDefault }.count
        context.output.line(
            "\(changed) of \(rows.count) preferences differ from their defaults" + (changed > 0 ? " (*)." : "."))
        if context.arguments.has("all") {
            printUndeclared(schema, &context)
            printKept(&context)
        }
    }

    /// `get KEY`: one preference's value.
    func get(_ context: inout CommandContext) throws(CommandLineFailure) {
        guard context.arguments.positionals.count == 1, let key = context.arguments.positionals.first else {
            throw .usage("get needs exactly one KEY (see '\(toolName) get --help')")
        }
        _ = try typeDescriptor(for: key)
        let (_, schema) = try openSchema(&context)
        let slot = try slot(for: key, in: schema)
        let row = CommandLinePrefRow(slot: slot, storage: schema.attachedStorage)
        warnAboutRejectedValues([row], &context)
        let showSecrets = context.arguments.has("show-secrets")
        if context.arguments.has("json") {
            context.output.line(JSONWriter.text(of: row.json(showSecrets: showSecrets)))
        } else if row.value != nil {
            context.output.line(row.text(row.value, showSecrets: showSecrets))
        }
    }

    /// The schema type's preferences, for checks made before a file is opened (no default is evaluated).
    var typeDescriptors: [_PrefsRuntime.AnyDescriptor] {
        (Schema.self as? any _PrefsRuntime.Receiver.Type)?._$prefsDescription.descriptors ?? []
    }

    /// Every key of the schema, to suggest the nearest to a mistyped one.
    var allKeys: [String] { typeDescriptors.map(\.key) }
    /// Every key with its property name, for suggestions.
    var knownKeys: [CommandLineKey] { typeDescriptors.map { CommandLineKey(key: $0.key, name: $0.name) } }

    /// The schema type's preference with `key`.
    /// - Throws: an unknown-key ``CommandLineFailure`` suggesting the nearest key.
    func typeDescriptor(for key: String) throws(CommandLineFailure) -> _PrefsRuntime.AnyDescriptor {
        guard let descriptor = typeDescriptors.first(where: { $0.key == key }) else {
            throw CommandLineFailure(PrefsError.unknownKey(key), keys: knownKeys)
        }
        return descriptor
    }

    /// The preference with `key` of the schema instance (with the defaults that instance evaluated).
    func slot(for key: String, in schema: Schema) throws(CommandLineFailure) -> _PrefsRuntime.AnySlot {
        do {
            return try schema._$table.slot(forKey: key)
        } catch {
            throw CommandLineFailure(error, keys: knownKeys)
        }
    }

    private func warnAboutRejectedValues(_ rows: [CommandLinePrefRow], _ context: inout CommandContext) {
        let showSecrets = context.arguments.has("show-secrets")
        for row in rows {
            guard let rejected = row.rejected else { continue }
            let expected =
                switch rejected.error {
                case .invalidValue(_, _, let allowed): allowed
                default: row.slot.expectedDescription
                }
            let shown = row.slot.isSecret && !showSecrets ? "a value" : "\(rejected.value.typeName) \(rejected.value)"
            let fallback =
                switch (row.value, row.source) {
                case (nil, _): "no value"
                case (let value?, .declaredDefault): "the default " + row.text(value, showSecrets: showSecrets)
                case (let value?, let source): row.text(value, showSecrets: showSecrets) + " from " + source.description
                }
            context.warnings.append(
                "'\(row.slot.key)' holds \(shown), which it does not accept (expected \(expected)); using \(fallback)")
        }
    }
}
