import PrefsMigrations
import PrefsSearch

/// The commands every ``PrefsCommandLine`` has, with what their help says.
enum BuiltInCommand: String, CaseIterable, Sendable {
    case dump, get, set, reset, migrate, watch, search, schema

    static func named(_ name: String) -> BuiltInCommand? { BuiltInCommand(rawValue: name) }

    /// The arguments, as the usage line shows them.
    var synopsis: String {
        switch self {
        case .dump: "[--all] [--json] [--show-secrets]"
        case .get: "KEY [--json] [--show-secrets]"
        case .set: "KEY=VALUE... [--dry-run] [--json] [--show-secrets]"
        case .reset: "KEY... | --group PATH | --all  [--dry-run] [--json] [--show-secrets]"
        case .migrate: "[--dry-run] [--json] [--show-secrets]"
        case .watch: "[KEY...] [--json] [--show-secrets]"
        case .search: "QUERY... [--json] [--explain] [--schema FILE] [--limit N]"
        case .schema: "[--json]"
        }
    }

    /// One line for the list of commands.
    var summary: String {
        switch self {
        case .dump: "List every preference: key, type, value, default."
        case .get: "Print one preference's value."
        case .set: "Check values, then write them all in one atomic write (or none)."
        case .reset: "Remove stored values so preferences read their defaults."
        case .migrate: "Move renamed preferences and convert old stored forms, in one write."
        case .watch: "Print each change to the preferences as it happens, until interrupted."
        case .search: "Find settings by title, tag or description, best first."
        case .schema: "Print the settings tree."
        }
    }

    /// What the command's own help adds after the summary.
    var details: String {
        switch self {
        case .dump:
            """
            A '*' marks preferences whose value differs from the default. Secret values are shown as <redacted>
            unless --show-secrets is given. With --all, the keys stored in the file that the schema does not declare
            (a newer version's preferences, legacy keys not yet migrated, the migration record) are listed too.
            """
        case .get:
            """
            Prints the value as 'set' accepts it back: numbers and strings as they are, dates in ISO 8601, data in
            base64, arrays, dictionaries and Codable values as JSON. An unset optional preference prints nothing.
            """
        case .set:
            """
            Each VALUE is read by the preference's type: numbers (14, 0.75), booleans (true/false, yes/no, on/off,
            1/0), strings as typed, dates in ISO 8601 with a zone (2024-05-06T07:08:09Z), data in base64, and JSON
            for arrays, dictionaries and Codable values. A preference with options also takes an option's label.
            Every value is checked (type, range, step, options) before anything is written; if one is invalid,
            every problem is reported and nothing is written.
            """
        case .reset:
            """
            Removes the stored values of the given keys, of every preference in a group (and the groups inside it)
            with --group, or of every preference with --all, in one atomic write.
            """
        case .migrate:
            """
            Brings the file up to this version of the schema: moves the values of renamed preferences to their new
            keys, converts values still stored in an old form, and records the migrations that ran so that none runs
            twice. Prints what it moves or converts, then does it all in one atomic write; if any value cannot be
            converted, it names the key and writes nothing. With --dry-run it only prints. Keys the schema does not
            declare are kept.
            """
        case .watch:
            """
            Watches the file (and the --defaults and --locked files) and prints one line per changed preference,
            'KEY  OLD → NEW', whoever changes it: another run of this tool, the app, an editor. A value a layer
            other than the file gives is followed by its source. With KEYs, only those preferences are printed.
            With --json, each change is one JSON object on a line of its own: key, old, new and source. Runs until
            interrupted (Ctrl-C or SIGTERM), then exits with status 0.
            """
        case .search:
            """
            Searches the settings tree; the words of QUERY are searched together. Case, accents, spaces and
            punctuation are ignored, '&' matches 'and', and small typos are forgiven. Matches of the words as
            written come first; then settings that answer part of the query, other forms of its words or words
            that mean the same ('make text bigger' finds text size). Prints at most 20 results unless --limit says
            otherwise; --explain shows, under each, which words of which fields matched.
            """
        case .schema:
            "Prints the groups and preferences with their keys, types, defaults, ranges and options."
        }
    }

    var options: [CommandLineOption] {
        let json = CommandLineOption.flag("json", "Print JSON instead of text.")
        let secrets = CommandLineOption.flag("show-secrets", "Show secret values instead of <redacted>.")
        let dryRun = CommandLineOption.flag("dry-run", "Show what would change; write nothing.")
        switch self {
        case .dump: return [.flag("all", "Also list stored keys the schema does not declare."), json, secrets]
        case .get: return [json, secrets]
        case .migrate: return [dryRun, json, secrets]
        case .watch: return [.flag("json", "Print each change as one JSON object a line."), secrets]
        case .set: return [dryRun, json, secrets]
        case .reset:
            return [
                .flag("all", "Reset every preference."),
                .option("group", "PATH", "Reset every preference in the group at PATH (such as appearance)."),
                dryRun, json, secrets,
            ]
        case .search:
            return [
                json,
                .flag("explain", "Show which words of which fields matched each result."),
                .option("schema", "FILE", "Search the settings tree in FILE (a prefs-schema JSON document)."),
                .option("limit", "N", "Print at most N results (default 20)."),
            ]
        case .schema: return [json]
        }
    }

    /// Whether the command reads the preferences file.
    var usesFile: Bool { self != .search && self != .schema }
}

extension PrefsCommandLine {
    /// The tool's help: usage, commands, options, file and exit status.
    var mainHelp: String {
        let commands =
            BuiltInCommand.allCases.map { [$0.rawValue, $0.summary] } + extraCommands.map { [$0.name, $0.summary] }
        var output = CommandLineOutput(styled: false)
        output.table(commands.map { ["  " + $0[0], $0[1]] })
        return """
            \(toolName): read, check and change \(toolName)'s preferences.

            Usage: \(toolName) [--file PATH] [--defaults FILE] [--locked FILE] [--pref KEY=VALUE]... COMMAND [OPTIONS]

            Commands:
            \(output.text)
            Options:
            \(optionsTable)

            \(fileHelp)

            Exit status: 0 on success, 1 when the command fails, 2 on a usage error.
            """
    }

    /// Help for one command.
    func help(for command: BuiltInCommand) -> String {
        var output = CommandLineOutput(styled: false)
        let options = command.options + (command.usesFile ? fileOptions : []) + [helpOption]
        output.table(
            options.map { option in
                ["  --" + option.name + (option.value.map { " " + $0 } ?? ""), option.help]
            })
        return """
            Usage: \(toolName) \(command.rawValue) \(command.synopsis)

            \(command.summary)

            \(command.details)

            Options:
            \(output.text)\(command.usesFile ? "\n" + fileHelp + "\n" : "")
            """
    }

    private var optionsTable: String {
        var output = CommandLineOutput(styled: false)
        output.table(
            fileOptions.map { ["  --" + $0.name + ($0.value.map { " " + $0 } ?? ""), $0.help] }
                + [["  -h, --help", "Show help. '\(toolName) COMMAND --help' shows a command's."]])
        return String(output.text.dropLast())
    }

    private var fileHelp: String {
        var sources = ["--file PATH"]
        if let variable = fileEnvironmentVariable { sources.append("$" + variable) }
        let environment = environmentPrefix.map { prefix in
            let example = PrefsEnvironmentLayer.prefix(prefix, variables: [:]).name(forKey: "ui.fontSize")
            return ", then $\(prefix)KEY (\(example) for ui.fontSize)"
        }
        return """
            File: \(sources.joined(separator: ", else ")), else
                  \(defaultFile.helpDescription).
                  Directories are created when the file is first written.
            Values: --locked FILE, then --pref\(environment ?? ""),
                    then the file, then --defaults FILE, then the declared default.
            """
    }
}
