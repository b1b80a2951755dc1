public import Foundation
import PrefsMigrations
import PrefsSearch

/// A command-line tool for a schema's preferences: `dump`, `get`, `set`, `reset`, `migrate`, `watch`, `search` and
/// `schema`, with `--help`, `--json` output, validation and secret redaction.
///
/// Give it your tool's name, where the preferences file lives, and how to make your schema over a storage; then run
/// it with the process's arguments:
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage: AnyPrefsStorage
///     @StorageMode var storageMode: PrefsStorageMode
///     init(storage: AnyPrefsStorage) {
///         self.storage = storage
///         storageMode = .storageOnly
///     }
///     @Pref @Setting(range: 10...24) var fontSize: Double = 14
/// }
///
/// let tool = PrefsCommandLine(
///     toolName: "myapp", defaultFile: .userConfig(directory: "myapp", name: "prefs.json"),
///     fileEnvironmentVariable: "MYAPP_PREFS_FILE"
/// ) { storage in AppPrefs(storage: storage) }
/// exit(tool.run(Array(CommandLine.arguments.dropFirst())))
/// ```
///
/// ```
/// $ myapp set fontSize=99
/// error: 'fontSize': 99 is not allowed; expected 10...24
/// ```
///
/// The file is `--file PATH` (`.json` or `.plist`), else the environment variable, else `defaultFile`. A file that
/// cannot be read is reported and left as it is; nothing is written to it. Exit status: 0 on success, 1 when the
/// command fails (an unknown key, an invalid value, an unreadable file), 2 on a usage error. Errors go to standard
/// error as one line each, beginning `error: `. See Docs/CommandLine.md.
public struct PrefsCommandLine<Schema: PrefsSchema>: Sendable {
    /// The tool's name, as help and messages show it.
    public let toolName: String
    /// Where the preferences file is when neither `--file` nor the environment variable names one.
    public let defaultFile: PrefsFileLocation
    /// The environment variable that names the preferences file, if any.
    public let fileEnvironmentVariable: String?
    /// The prefix of the environment variables that override preferences (`PREFS_DEMO_` gives
    /// `PREFS_DEMO_UI_FONTSIZE` for `ui.fontSize`; see ``PrefsEnvironmentLayer``), or `nil` for none.
    public let environmentPrefix: String?
    /// More commands the tool offers, listed in its help.
    public let extraCommands: [PrefsCommandLineCommand]
    let makeSchema: @Sendable (AnyPrefsStorage) -> Schema
    /// The words `search` knows beyond the tree's own (see ``SettingsSearchVocabulary``): the built-in settings
    /// vocabulary unless you add yours.
    ///
    /// ```swift
    /// var tool = PrefsCommandLine(toolName: "myapp", defaultFile: file) { AppPrefs(storage: $0) }
    /// tool.searchVocabulary = .standard.merging(SettingsSearchVocabulary(synonyms: [["note", "memo"]]))
    /// ```
    public var searchVocabulary: SettingsSearchVocabulary = .standard
    /// How the tool's files (`--file`, `--defaults`, `--locked`) name their members: ``PrefsFileKeys/flat`` (each key
    /// a top-level member, the default), or ``PrefsFileKeys/nestedPaths`` for an app whose storage reads keys as
    /// paths into nested objects; give the tool what the app's storage uses, so that both read the same members.
    ///
    /// ```swift
    /// var tool = PrefsCommandLine(toolName: "editor", defaultFile: file) { EditorPrefs(storage: $0) }
    /// tool.fileKeys = .nestedPaths  // `editor set textEditing.font.size=14` writes {"textEditing": {"font": …}}
    /// ```
    public var fileKeys: PrefsFileKeys = .flat
    /// The storage the tool opens for the preferences file, when the app keeps its preferences in a storage of its
    /// own rather than the package's file storage; `nil` (the default) opens a ``FilePrefsStorage``.
    ///
    /// The tool puts its layers (`--defaults`, `--locked`, `--pref`, the environment) over the storage this returns
    /// and hands the result to `makeSchema`, so that an app's own storage keeps every layer, lock and source, as a file
    /// does. A schema that `makeSchema` builds over a storage of its own instead, ignoring the one it is given, is
    /// refused: every command that reads or writes values fails, naming the options that could not take effect.
    ///
    /// ```swift
    /// var tool = PrefsCommandLine(toolName: "notes", defaultFile: file) { NotesPrefs(storage: $0) }
    /// tool.openStorage = { url in try NotesStorage(file: url) }  // your PrefsStorage
    /// ```
    ///
    /// An error it throws fails the command, naming the file.
    public var openStorage: (@Sendable (_ file: URL) throws -> any PrefsStorage)?

    /// A tool for `Schema`, which `makeSchema` creates over the storage of the chosen file.
    ///
    /// - Parameters:
    ///   - toolName: the name help and messages show (`PrefsDemo`).
    ///   - defaultFile: the file used when neither `--file` nor `fileEnvironmentVariable` names one.
    ///   - fileEnvironmentVariable: an environment variable that names the file (`PREFS_DEMO_FILE`).
    ///   - environmentPrefix: the prefix of the environment variables that override preferences (`PREFS_DEMO_`).
    ///   - extraCommands: commands of your own, listed in the help after the built-in ones.
    ///   - makeSchema: creates the schema over a storage; use `.storageOnly` mode, as a tool reads each value once.
    public init(
        toolName: String, defaultFile: PrefsFileLocation, fileEnvironmentVariable: String? = nil,
        environmentPrefix: String? = nil, extraCommands: [PrefsCommandLineCommand] = [],
        makeSchema: @escaping @Sendable (AnyPrefsStorage) -> Schema
    ) {
        self.toolName = toolName
        self.defaultFile = defaultFile
        self.fileEnvironmentVariable = fileEnvironmentVariable
        self.environmentPrefix = environmentPrefix
        self.extraCommands = extraCommands
        self.makeSchema = makeSchema
    }

    /// Runs the command in `arguments` (without the program name) and returns the exit status.
    ///
    /// - Parameters:
    ///   - environment: where the file's environment variable, `XDG_CONFIG_HOME`, `HOME` and `NO_COLOR` are read.
    ///   - io: where output and errors go.
    public func run(
        _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        io: PrefsCommandLineIO = .standard
    ) -> Int32 {
        let styled = io.outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        var context = CommandContext(environment: environment, output: CommandLineOutput(styled: styled), io: io)
        let status: Int32
        do {
            status = try dispatch(arguments, &context)
        } catch {
            io.write(context.output.text)
            for warning in context.warnings { io.writeError("warning: \(warning)\n") }
            for message in context.errors + [error.message] { io.writeError("error: \(message)\n") }
            return error.exitStatus
        }
        io.write(context.output.text)
        for warning in context.warnings { io.writeError("warning: \(warning)\n") }
        return status
    }

    private func dispatch(_ words: [String], _ context: inout CommandContext) throws(CommandLineFailure) -> Int32 {
        guard let position = commandPosition(in: words) else {
            let global = try CommandLineArguments.parse(words, options: globalOptions, command: toolName)
            if !global.positionals.isEmpty || (global.flags.isEmpty && !words.isEmpty) {
                throw .usage("missing command; see '\(toolName) --help'")
            }
            context.output.line(mainHelp)
            return 0
        }
        let name = words[position]
        var rest = words
        rest.remove(at: position)
        if name == "help" {
            guard let topic = rest.first else {
                context.output.line(mainHelp)
                return 0
            }
            if let extra = extraCommands.first(where: { $0.name == topic }) { return extra.run(["--help"]) }
            guard let command = BuiltInCommand.named(topic) else { throw unknownCommand(topic) }
            context.output.line(help(for: command))
            return 0
        }
        if let extra = extraCommands.first(where: { $0.name == name }) { return extra.run(rest) }
        guard let command = BuiltInCommand.named(name) else { throw unknownCommand(name) }
        let arguments = try CommandLineArguments.parse(
            rest, options: command.options + globalOptions, command: name)
        if arguments.has("help") {
            context.output.line(help(for: command))
            return 0
        }
        context.arguments = arguments
        try run(command, &context)
        return 0
    }

    private func run(_ command: BuiltInCommand, _ context: inout CommandContext) throws(CommandLineFailure) {
        switch command {
        case .dump: try dump(&context)
        case .get: try get(&context)
        case .set: try set(&context)
        case .reset: try reset(&context)
        case .migrate: try migrate(&context)
        case .watch: try watch(&context)
        case .search: try search(&context)
        case .schema: try schema(&context)
        }
    }

    /// The index of the command word: the first word that is neither an option nor the value of a global option.
    private func commandPosition(in words: [String]) -> Int? {
        let taking = Set(globalOptions.filter { $0.value != nil }.map { "--" + $0.name })
        var index = 0
        while index < words.count {
            let word = words[index]
            if taking.contains(word) {
                index += 2
                continue
            }
            if !word.hasPrefix("-") { return index }
            index += 1
        }
        return nil
    }

    private func unknownCommand(_ name: String) -> CommandLineFailure {
        let names = BuiltInCommand.allCases.map(\.rawValue) + extraCommands.map(\.name)
        var message = "unknown command '\(name)'"
        if let nearest = CommandLineFailure.nearest(to: name, in: names.map { CommandLineKey(key: $0, name: $0) }) {
            message += "; did you mean '\(nearest.key)'?"
        }
        return .usage(message + " (see '\(toolName) --help')")
    }

    /// The options every command that opens the preferences accepts.
    var fileOptions: [CommandLineOption] {
        [
            .option("file", "PATH", "The preferences file: .json or .plist."),
            .option("defaults", "FILE", "A defaults file: values that replace the declared defaults."),
            .option("locked", "FILE", "A file of locked values, which win and cannot be changed."),
            .option("pref", "KEY=VALUE", "A value for this run only, over every layer but the locked one."),
        ]
    }

    var helpOption: CommandLineOption { .flag("help", "Show this help.") }

    var globalOptions: [CommandLineOption] { fileOptions + [helpOption] }
}

/// A command a tool adds to the built-in ones, such as a benchmark: its name, what help says of it, and what it does.
///
/// ```swift
/// PrefsCommandLineCommand(name: "bench", arguments: "[--json]", summary: "Print the performance table.") { arguments in
///     Bench.run(arguments: arguments)
/// }
/// ```
public struct PrefsCommandLineCommand: Sendable {
    /// The word that runs it.
    public var name: String
    /// Its arguments, as the help's usage line shows them.
    public var arguments: String
    /// One line for the help's list of commands.
    public var summary: String
    /// Runs it with the words after its name (`--help` when help for it is asked) and returns the exit status.
    public var run: @Sendable (_ arguments: [String]) -> Int32

    public init(
        name: String, arguments: String = "", summary: String, run: @escaping @Sendable ([String]) -> Int32
    ) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.run = run
    }
}

/// What one run of a command has read and produced so far.
struct CommandContext {
    let environment: [String: String]
    var output: CommandLineOutput
    /// Where a command that prints as it goes (`watch`) writes at once.
    let io: PrefsCommandLineIO
    var arguments = CommandLineArguments()
    /// Lines for standard error, each printed after `warning: `.
    var warnings: [String] = []
    /// Errors found before the one that stopped the command (`set` reports every invalid value).
    var errors: [String] = []
    /// The members of the preferences file no preference type holds, kept as they are (`dump --all` lists them).
    var kept: [PrefsKeptMember] = []
    /// The file `--locked` names and its values: a write to one of its keys is refused whatever the schema's storage.
    var locked: (file: URL, storage: any PrefsStorage)?
}
