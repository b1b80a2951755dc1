import Foundation
import PrefsMigrations
import PrefsSearch

extension PrefsCommandLine {
    /// `set KEY=VALUE...`: checks every value, then writes them all in one batch, or nothing.
    func set(_ context: inout CommandContext) throws(CommandLineFailure) {
        let assignments = try context.arguments.positionals.map { word throws(CommandLineFailure) in
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw .usage("'\(word)' is not KEY=VALUE (see '\(toolName) set --help')")
            }
            return (key: String(word[..<equals]), text: String(word[word.index(after: equals)...]))
        }
        guard !assignments.isEmpty else { throw .usage("set needs at least one KEY=VALUE") }
        let (file, schema) = try openSchema(&context)
        var review = schema.review()
        var problems: [String] = []
        for (key, text) in assignments {
            do {
                let value = try PrefTextForm.parse(text, for: try slot(for: key, in: schema).descriptor)
                try review.stage(key, value)
            } catch {
                problems.append(CommandLineFailure(error, keys: knownKeys).message)
            }
        }
        if let last = problems.popLast() {
            context.errors = problems
            throw .failure(last)
        }
        try finish(&review, file: file, keys: assignments.map(\.key), &context)
    }

    /// Every group's path, in the order of the settings tree (whose shape needs no default).
    static var groupPaths: [String] {
        var paths: [String] = []
        SettingsTree.layout(of: Schema.self).forEachNode { node, _ in
            if node.kind == .group { paths.append(node.id) }
        }
        return paths
    }

    /// The keys in the group at `path`, matched without regard to case when no group has that exact path.
    static func prefKeys(inGroup path: String) -> [String] {
        let layout = SettingsTree.layout(of: Schema.self)
        let exact = layout.prefKeys(inGroup: path)
        guard exact.isEmpty,
            let match = groupPaths.first(where: { $0.caseInsensitiveCompare(path) == .orderedSame && $0 != path })
        else { return exact }
        return layout.prefKeys(inGroup: match)
    }

    /// `reset KEY... | --group PATH | --all`: removes stored values in one batch.
    func reset(_ context: inout CommandContext) throws(CommandLineFailure) {
        let arguments = context.arguments
        let group = arguments.values["group"]
        let ways = [!arguments.positionals.isEmpty, group != nil, arguments.has("all")].filter { $0 }.count
        guard ways == 1 else {
            throw .usage(
                ways == 0
                    ? "reset needs KEY..., --group PATH or --all"
                    : "give reset KEY..., --group PATH or --all, not several")
        }
        let keys: [String]
        if arguments.has("all") {
            keys = allKeys
        } else if let group {
            keys = Self.prefKeys(inGroup: group)
            guard !keys.isEmpty else {
                var message = "no preferences are in a group at '\(group)'"
                let paths = Self.groupPaths
                if let nearest = CommandLineFailure.nearest(
                    to: group, in: paths.map { CommandLineKey(key: $0, name: $0) })
                {
                    message += "; did you mean '\(nearest.key)'?"
                } else if !paths.isEmpty {
                    message += "; the groups are " + paths.map { "'\($0)'" }.joined(separator: ", ")
                }
                throw .failure(message)
            }
        } else {
            let known = Set(allKeys)
            keys = arguments.positionals.filter(known.contains)
            var unknown = arguments.positionals.filter { !known.contains($0) }.map {
                CommandLineFailure(PrefsError.unknownKey($0), keys: knownKeys).message
            }
            if let last = unknown.popLast() {
                context.errors = unknown
                throw .failure(last)
            }
        }
        let (file, schema) = try openSchema(&context)
        var review = schema.review()
        var lockedKeys: [(key: String, lock: PrefsValueSource)] = []
        for key in keys {
            // A locked key is left out of a reset of many; naming it alone is an error, as `set` makes it.
            guard arguments.positionals.isEmpty, let lock = lock(of: key, in: schema, context) else {
                try? review.stageReset(key)
                continue
            }
            if schema.attachedStorage.writtenValue(forKey: key) != nil { lockedKeys.append((key, lock)) }
        }
        try finish(&review, file: file, keys: keys, resets: true, &context)
        for (key, lock) in lockedKeys { context.output.line("'\(key)' is \(lock): left as it is.") }
    }

    /// The lock that holds `key`: the `--locked` file's, or the one the schema's storage names.
    private func lock(of key: String, in schema: Schema, _ context: CommandContext) -> PrefsValueSource? {
        if let lock = lockSource(of: key, context) { return lock }
        let source = schema.attachedStorage.source(forKey: key)
        if case .locked = source { return source }
        return nil
    }

    /// Prints what `review` changes and, unless `--dry-run`, applies it; then, for each of `keys` that a layer other
    /// than the file gives its value, one line saying so.
    ///
    /// A reset's new value is what the preference reads once the file holds nothing for it: a defaults file's value,
    /// when a layer gives one, else the declared default.
    private func finish(
        _ review: inout PrefsReview<Schema>, file: URL, keys: [String], resets: Bool = false,
        _ context: inout CommandContext
    ) throws(CommandLineFailure) {
        let dryRun = context.arguments.has("dry-run")
        var changes = review.changes
        try refuseLocked(changes.map(\.key), &context)
        if !dryRun {
            do {
                changes = try review.apply()
            } catch {
                throw CommandLineFailure(error, keys: knownKeys)
            }
        }
        let showSecrets = context.arguments.has("show-secrets")
        let table = review.schema._$table
        let storage = review.schema.attachedStorage
        let needsRestart = changes.contains(where: \.requiresRestart)
        func newValue(of change: PrefsChange, _ slot: _PrefsRuntime.AnySlot) -> PrefsValue? {
            guard resets, let fallback = Self.defaultsLayerForm(of: slot, in: storage) else { return change.newValue }
            return fallback
        }
        if context.arguments.has("json") {
            let entries = changes.compactMap { change -> JSONValue? in
                guard let slot = try? table.slot(forKey: change.key) else { return nil }
                return .object([
                    JSONMember("key", .string(change.key)),
                    JSONMember("old", CommandLinePrefRow.json(change.oldValue, slot, showSecrets: showSecrets)),
                    JSONMember(
                        "new", CommandLinePrefRow.json(newValue(of: change, slot), slot, showSecrets: showSecrets)),
                    JSONMember("requiresRestart", .bool(change.requiresRestart)),
                    JSONMember("source", .string(storage.source(forKey: change.key).description)),
                ])
            }
            let document = JSONValue.object([
                JSONMember("changes", .array(entries)),
                JSONMember("needsRestart", .bool(needsRestart)),
                JSONMember("dryRun", .bool(dryRun)),
            ])
            context.output.line(JSONWriter.text(of: document))
            return
        }
        defer { explainLayers(of: keys, in: review.schema, showSecrets: showSecrets, &context) }
        guard !changes.isEmpty else {
            context.output.line("Nothing to change: every preference already has that value.")
            return
        }
        let output = context.output
        let rows = changes.compactMap { change -> [String]? in
            guard let slot = try? table.slot(forKey: change.key) else { return nil }
            func shown(_ value: PrefsValue?) -> String {
                value == nil ? "(none)" : CommandLinePrefRow.text(value, slot, showSecrets: showSecrets)
            }
            let restart = change.requiresRestart ? "(restart required)" : ""
            return [change.key, shown(change.oldValue), "→", shown(newValue(of: change, slot)), restart]
        }
        context.output.table(rows) { _, column, cell in column == 3 ? output.highlight(cell) : cell }
        let count = changes.count == 1 ? "1 preference" : "\(changes.count) preferences"
        context.output.line(
            dryRun
                ? "Would change \(count) in \(file.path); nothing was written (--dry-run)."
                : "Changed \(count) in \(file.path).")
        if needsRestart {
            context.output.line("Restart \(toolName) for the changes marked (restart required) to take effect.")
        }
    }

    /// The value, in value form, that a defaults file under the user's file gives `slot`, when it gives one the
    /// preference accepts.
    private static func defaultsLayerForm(of slot: _PrefsRuntime.AnySlot, in storage: any PrefsStorage) -> PrefsValue? {
        guard let stored = storage.defaultsLayerValue(forKey: slot.key) else { return nil }
        return slot.acceptedForm(ofStored: stored)
    }

    /// One line for each of `keys` whose value a layer other than the file gives: a value set in the file that a
    /// higher layer overrides, or a reset key that a lower layer still gives a value.
    private func explainLayers(
        of keys: [String], in schema: Schema, showSecrets: Bool, _ context: inout CommandContext
    ) {
        let storage = schema.attachedStorage
        for key in keys {
            guard let slot = try? schema._$table.slot(forKey: key) else { continue }
            let source = storage.source(forKey: key)
            let value = CommandLinePrefRow.text(
                slot.effectiveForm(ofStored: storage.storageValue(forKey: key)), slot, showSecrets: showSecrets)
            switch source {
            case .declaredDefault, .file, .storage:
                continue
            case .defaultsFile, .userDefaultsDomain:
                if storage.writtenValue(forKey: key) == nil {
                    context.output.line("'\(key)' still reads \(value) from the \(source).")
                }
            case .environment, .argument, .locked:
                context.output.line("'\(key)' stays \(value) while \(source) sets it.")
            }
        }
    }
}
