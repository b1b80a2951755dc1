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
        var staged: [String] = []
        var leftLocked: Set<String> = []
        for key in keys {
            // A locked key is left out of a reset of many; naming it alone is an error, as `set` makes it.
            guard arguments.positionals.isEmpty, lock(of: key, in: schema, context) != nil else {
                try? review.stageReset(key)
                staged.append(key)
                continue
            }
            if schema.attachedStorage.writtenValue(forKey: key) != nil { leftLocked.insert(key) }
        }
        try finish(&review, file: file, keys: keys, resets: staged, leftLocked: leftLocked, &context)
    }

    /// The lock that holds `key`: the `--locked` file's, or the one the schema's storage names.
    private func lock(of key: String, in schema: Schema, _ context: CommandContext) -> PrefsValueSource? {
        if let lock = lockSource(of: key, context) { return lock }
        let source = schema.attachedStorage.source(forKey: key)
        if case .locked = source { return source }
        return nil
    }

    /// Prints what `review` changes and, unless `--dry-run`, applies it; then, for each of `keys` that a layer other
    /// than the file gives its value, one line saying so. A dry run prints what the real run would, sources included.
    ///
    /// A change starts from the value the key reads before the command under the layers that override the file (the
    /// file's, else a defaults file's, else the declared default), as `get` prints it when no such layer gives one; a
    /// key `set` stores with the value it already reads is stored without a change of value, and said so.
    ///
    /// `resets` are the keys a reset removes from the file. A reset's new value is what the preference reads once the
    /// file holds nothing for it: a defaults file's value, when a layer gives one, else the declared default; a key
    /// whose stored value is the one it falls back to is removed without a change of value, and said so.
    /// `leftLocked` are keys a reset of many leaves in the file because they are locked.
    private func finish(
        _ review: inout PrefsReview<Schema>, file: URL, keys: [String], resets: [String]? = nil,
        leftLocked: Set<String> = [], _ context: inout CommandContext
    ) throws(CommandLineFailure) {
        let dryRun = context.arguments.has("dry-run")
        let table = review.schema._$table
        let storage = review.schema.attachedStorage
        let removed = table.slots.map(\.key).filter {
            resets?.contains($0) == true && storage.writtenValue(forKey: $0) != nil
        }
        // A review compares with the file's value alone; a change `set` makes is shown from the value the key reads
        // before the write, as a reset's is.
        var before: [String: PrefsValue?] = [:]
        if resets == nil {
            for slot in table.slots { before[slot.key] = .some(Self.readForm(of: slot, in: storage)) }
        }
        func fromRead(_ changes: [PrefsChange]) -> [PrefsChange] {
            changes.compactMap { change in
                let old = before[change.key] ?? change.oldValue
                guard old != change.newValue else { return nil }
                return PrefsChange(
                    key: change.key, title: change.title, oldValue: old, newValue: change.newValue,
                    requiresRestart: change.requiresRestart)
            }
        }
        var changes = resets.map { Self.resetChanges(of: $0, table: table, storage: storage) } ?? review.changes
        try refuseLocked(changes.map(\.key) + removed.filter { key in !changes.contains { $0.key == key } }, &context)
        if !dryRun {
            do {
                let applied = try review.apply()
                if resets == nil { changes = applied }
            } catch {
                throw CommandLineFailure(error, keys: knownKeys)
            }
        }
        // The keys whose value in the file the write changes; those among them that already read the new value are
        // stored without a change of value, and said so.
        let written = changes.map(\.key)
        if resets == nil { changes = fromRead(changes) }
        let kept = written.filter { key in !changes.contains { $0.key == key } }
        let after = AfterWrite(
            dryRun: dryRun, storage: storage, file: file, reset: Set(resets ?? []), changed: Set(written),
            defaultsFile: context.arguments.values["defaults"].map(URL.init(fileURLWithPath:)))
        let showSecrets = context.arguments.has("show-secrets")
        let needsRestart = changes.contains(where: \.requiresRestart)
        let unchanged = removed.filter { key in !changes.contains { $0.key == key } }
        if context.arguments.has("json") {
            let entries = changes.compactMap { change -> JSONValue? in
                guard let slot = try? table.slot(forKey: change.key) else { return nil }
                return .object([
                    JSONMember("key", .string(change.key)),
                    JSONMember("old", CommandLinePrefRow.json(change.oldValue, slot, showSecrets: showSecrets)),
                    JSONMember("new", CommandLinePrefRow.json(change.newValue, slot, showSecrets: showSecrets)),
                    JSONMember("requiresRestart", .bool(change.requiresRestart)),
                    JSONMember("source", .string(after.source(of: slot).description)),
                ])
            }
            var members = [
                JSONMember("changes", .array(entries)),
                JSONMember("needsRestart", .bool(needsRestart)),
                JSONMember("dryRun", .bool(dryRun)),
            ]
            if resets != nil { members.append(JSONMember("removed", .array(removed.map(JSONValue.string)))) }
            context.output.line(JSONWriter.text(of: .object(members)))
            return
        }
        defer {
            explainLayers(of: keys, in: review.schema, after: after, leftLocked: leftLocked, showSecrets, &context)
        }
        printChanges(changes, table: table, file: file, dryRun: dryRun, showSecrets: showSecrets, &context)
        for (keys, write) in [(unchanged, SameValueWrite.removed), (kept, .stored)] where !keys.isEmpty {
            context.output.line(write.line(keys, file: file, dryRun: dryRun))
        }
        if changes.isEmpty, unchanged.isEmpty, kept.isEmpty {
            context.output.line("Nothing to change: every preference already has that value.")
        }
    }

    /// The table of `changes`, old → new, and the line that counts them; nothing when there are none.
    private func printChanges(
        _ changes: [PrefsChange], table: _PrefsRuntime.State.Table, file: URL, dryRun: Bool, showSecrets: Bool,
        _ context: inout CommandContext
    ) {
        guard !changes.isEmpty else { return }
        let output = context.output
        let rows = changes.compactMap { change -> [String]? in
            guard let slot = try? table.slot(forKey: change.key) else { return nil }
            func shown(_ value: PrefsValue?) -> String {
                value == nil ? "(none)" : CommandLinePrefRow.text(value, slot, showSecrets: showSecrets)
            }
            let restart = change.requiresRestart ? "(restart required)" : ""
            return [change.key, shown(change.oldValue), "→", shown(change.newValue), restart]
        }
        context.output.table(rows) { _, column, cell in column == 3 ? output.highlight(cell) : cell }
        let count = changes.count == 1 ? "1 preference" : "\(changes.count) preferences"
        context.output.line(
            dryRun
                ? "Would change \(count) in \(file.path); nothing was written (--dry-run)."
                : "Changed \(count) in \(file.path).")
        if changes.contains(where: \.requiresRestart) {
            context.output.line("Restart \(toolName) for the changes marked (restart required) to take effect.")
        }
    }

    /// One line for the keys the write changes in the file although their values stay the same. `reset`
    /// removes keys whose file held the value each falls back to; `set` stores keys that already read that value from
    /// a layer under the file.
    private enum SameValueWrite {
        case removed, stored

        func line(_ keys: [String], file: URL, dryRun: Bool) -> String {
            let names = keys.map { "'\($0)'" }.joined(separator: ", ")
            let one = keys.count == 1
            let stays = one ? "its value stays the same" : "their values stay the same"
            let (done, planned, reason) =
                switch self {
                case .removed:
                    (
                        "Removed \(names) from", "Would remove \(names) from",
                        one ? "it held its default" : "they held their defaults"
                    )
                case .stored:
                    (
                        "Stored \(names) in", "Would store \(names) in",
                        one ? "it already read that value" : "they already read those values"
                    )
                }
            return dryRun
                ? "\(planned) \(file.path): \(reason), so \(stays); nothing was written (--dry-run)."
                : "\(done) \(file.path): \(reason), so \(stays)."
        }
    }

    /// What a reset of `keys` changes as a user reads the values: from the value each reads now under the layers that
    /// override the file (``readForm(of:in:)``) to the one it falls back to without the file's (``fallbackForm(of:in:)``);
    /// keys whose value stays the same are left out. In declaration order.
    private static func resetChanges(
        of keys: [String], table: _PrefsRuntime.State.Table, storage: any PrefsStorage
    ) -> [PrefsChange] {
        let keys = Set(keys)
        return table.slots.compactMap { slot in
            guard keys.contains(slot.key) else { return nil }
            let new = fallbackForm(of: slot, in: storage)
            let old = readForm(of: slot, in: storage)
            guard old != new else { return nil }
            return PrefsChange(
                key: slot.key, title: slot.title, oldValue: old, newValue: new, requiresRestart: slot.requiresRestart)
        }
    }

    /// The value, in value form, that `slot` reads under the layers that override the file: the file's, when the
    /// preference accepts it, else the one it falls back to (see ``fallbackForm(of:in:)``). What a change made to the
    /// file, by `set` or `reset`, changes from.
    private static func readForm(of slot: _PrefsRuntime.AnySlot, in storage: any PrefsStorage) -> PrefsValue? {
        storage.writtenValue(forKey: slot.readKey(in: storage)).flatMap(slot.acceptedForm(ofStored:))
            ?? fallbackForm(of: slot, in: storage)
    }

    /// The value, in value form, that `slot` reads when the file holds none: a defaults file's, when it gives one the
    /// preference accepts, else the declared default.
    private static func fallbackForm(of slot: _PrefsRuntime.AnySlot, in storage: any PrefsStorage) -> PrefsValue? {
        defaultsLayerForm(of: slot, in: storage) ?? slot.defaultForm
    }

    /// The value, in value form, that a defaults file under the user's file gives `slot`, when it gives one the
    /// preference accepts.
    private static func defaultsLayerForm(of slot: _PrefsRuntime.AnySlot, in storage: any PrefsStorage) -> PrefsValue? {
        guard let stored = storage.defaultsLayerValue(forKey: slot.key) else { return nil }
        return slot.acceptedForm(ofStored: stored)
    }

    /// One line for each of `keys` whose value a layer other than the file gives once the write is done: a value set
    /// in the file that a higher layer overrides, or a reset key that a lower layer still gives a value. A locked key
    /// that a reset of many leaves in the file says so on the same line.
    private func explainLayers(
        of keys: [String], in schema: Schema, after: AfterWrite, leftLocked: Set<String>, _ showSecrets: Bool,
        _ context: inout CommandContext
    ) {
        for key in keys {
            guard let slot = try? schema._$table.slot(forKey: key) else { continue }
            let source = after.source(of: slot)
            switch source {
            case .declaredDefault, .file, .storage:
                continue
            case .defaultsFile, .userDefaultsDomain:
                if !after.fileHolds(slot) {
                    let value = CommandLinePrefRow.text(after.value(of: slot), slot, showSecrets: showSecrets)
                    context.output.line("'\(key)' still reads \(value) from the \(source).")
                }
            case .environment, .argument, .locked:
                let value = CommandLinePrefRow.text(after.value(of: slot), slot, showSecrets: showSecrets)
                let kept = leftLocked.contains(key) ? "; its value in the file is left as it is" : ""
                context.output.line("'\(key)' stays \(value) while \(source) sets it\(kept).")
            }
        }
    }

    /// Where each preference reads its value from once a write is done: the storage says so after a real write; for
    /// a dry run it is worked out as the layers resolve it, so that the dry run reports what the real run would.
    struct AfterWrite {
        let dryRun: Bool
        let storage: any PrefsStorage
        let file: URL
        /// The keys a reset removes from the file.
        let reset: Set<String>
        /// The keys whose value the write changes.
        let changed: Set<String>
        let defaultsFile: URL?

        /// Whether the file holds a value for `slot` after the write.
        func fileHolds(_ slot: _PrefsRuntime.AnySlot) -> Bool {
            if dryRun, reset.contains(slot.key) { return false }
            if dryRun, changed.contains(slot.key) { return true }
            return storage.writtenValue(forKey: slot.key) != nil
        }

        /// The layer that gives `slot` its value after the write: a layer over the file keeps it; a key whose value
        /// the write changes or a reset removes reads the file's value, else the defaults file's, else the default.
        func source(of slot: _PrefsRuntime.AnySlot) -> PrefsValueSource {
            let now = storage.source(forKey: slot.key)
            guard dryRun, !now.overridesFile, reset.contains(slot.key) || changed.contains(slot.key) else {
                return now
            }
            if fileHolds(slot) { return fileSource(of: slot.key) }
            if let defaultsFile, PrefsCommandLine.defaultsLayerForm(of: slot, in: storage) != nil {
                return .defaultsFile(defaultsFile)
            }
            return .declaredDefault
        }

        /// The value `slot` reads after the write, in value form.
        func value(of slot: _PrefsRuntime.AnySlot) -> PrefsValue? {
            if dryRun, reset.contains(slot.key), !storage.source(forKey: slot.key).overridesFile {
                return PrefsCommandLine.fallbackForm(of: slot, in: storage)
            }
            return slot.effectiveForm(ofStored: storage.storageValue(forKey: slot.key))
        }

        /// The source the file's storage names for a value it holds: the one it names for `key` or any key it holds,
        /// else the file.
        private func fileSource(of key: String) -> PrefsValueSource {
            let written = storage.writtenStorage
            for held in [key] + written.storageValues().keys.sorted() {
                let source = written.source(forKey: held)
                if source != .declaredDefault { return source }
            }
            return .file(file)
        }
    }
}
