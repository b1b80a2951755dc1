import Foundation
import PrefsMigrations
import PrefsSearch

extension PrefsCommandLine {
    /// `migrate [--dry-run]`: moves renamed preferences and converts old stored forms in one write, or reports what it
    /// would do.
    func migrate(_ context: inout CommandContext) throws(CommandLineFailure) {
        guard context.arguments.positionals.isEmpty else {
            throw .usage("migrate takes no arguments (see '\(toolName) migrate --help')")
        }
        let (file, schema) = try openSchema(&context)
        let dryRun = context.arguments.has("dry-run")
        let report: PrefsMigrationReport
        do {
            if context.locked != nil {
                // Refused before the write, whatever the schema's storage does with the locks.
                try refuseLocked(try schema.migrate(dryRun: true).steps.flatMap(\.keys), &context)
            }
            report = try schema.migrate(dryRun: dryRun)
        } catch {
            throw CommandLineFailure(error, keys: knownKeys)
        }
        let table = schema._$table
        let showSecrets = context.arguments.has("show-secrets")
        func shown(_ value: PrefsValue?, _ key: String) -> String {
            guard let value else { return "(none)" }
            let isSecret = (try? table.slot(forKey: key))?.isSecret ?? false
            return isSecret && !showSecrets ? CommandLinePrefRow.redacted : value.messageForm
        }
        if context.arguments.has("json") {
            context.output.line(JSONWriter.text(of: json(of: report, file: file, dryRun: dryRun, shown: shown)))
            return
        }
        let output = context.output
        let rows = report.steps.map { step -> [String] in
            switch step.kind {
            case .move(let from):
                ["move", "'\(from)' → '\(step.key)'", shown(step.newValue, step.key), ""]
            case .drop(let legacyKey):
                ["drop", "'\(legacyKey)'", shown(step.oldValue, step.key), "('\(step.key)' is set and wins)"]
            case .convert(let migration):
                [
                    "convert", "'\(step.key)'",
                    "\(shown(step.oldValue, step.key)) → \(shown(step.newValue, step.key))", "(\(migration))",
                ]
            }
        }
        context.output.table(rows) { _, column, cell in column == 0 ? output.bold(cell) : cell }
        if !report.recorded.isEmpty {
            let verb = dryRun ? "Would record" : "Recorded"
            context.output.line("\(verb) \(report.recorded.map { "'\($0)'" }.joined(separator: ", ")) as run.")
        }
        let count = report.steps.count == 1 ? "1 value" : "\(report.steps.count) values"
        context.output.line(
            report.isEmpty
                ? "Nothing to migrate: \(file.path) is up to date."
                : dryRun
                    ? "Would migrate \(count) in \(file.path); nothing was written (--dry-run)."
                    : "Migrated \(count) in \(file.path) in one write.")
    }

    private func json(
        of report: PrefsMigrationReport, file: URL, dryRun: Bool, shown: (PrefsValue?, String) -> String
    ) -> JSONValue {
        func value(_ value: PrefsValue?, _ key: String) -> JSONValue {
            guard let value else { return .null }
            return shown(value, key) == CommandLinePrefRow.redacted
                ? .string(CommandLinePrefRow.redacted) : .stored(value)
        }
        let steps = report.steps.map { step -> JSONValue in
            let (kind, detail): (String, JSONMember) =
                switch step.kind {
                case .move(let from): ("move", JSONMember("from", .string(from)))
                case .drop(let legacyKey): ("drop", JSONMember("from", .string(legacyKey)))
                case .convert(let migration): ("convert", JSONMember("migration", .string(migration)))
                }
            return .object([
                JSONMember("kind", .string(kind)), JSONMember("key", .string(step.key)), detail,
                JSONMember("old", value(step.oldValue, step.key)), JSONMember("new", value(step.newValue, step.key)),
            ])
        }
        return .object([
            JSONMember("file", .string(file.path)),
            JSONMember("steps", .array(steps)),
            JSONMember("recorded", .array(report.recorded.map(JSONValue.string))),
            JSONMember("dryRun", .bool(dryRun)),
        ])
    }
}

extension PrefsMigrationStep {
    /// The keys the step writes: the key a value moves to and the legacy key it leaves, a dropped legacy key, or a
    /// converted key.
    fileprivate var keys: [String] {
        switch kind {
        case .move(let from): [key, from]
        case .drop(let legacyKey): [legacyKey]
        case .convert: [key]
        }
    }
}
