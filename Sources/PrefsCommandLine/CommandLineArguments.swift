import PrefsMigrations
import PrefsSearch

/// One option a command accepts: a flag (`--json`) or an option with a value (`--limit N`).
struct CommandLineOption: Sendable {
    let name: String
    /// The placeholder of the value (`N`, `FILE`), or `nil` for a flag.
    let value: String?
    let help: String

    static func flag(_ name: String, _ help: String) -> CommandLineOption {
        CommandLineOption(name: name, value: nil, help: help)
    }

    static func option(_ name: String, _ value: String, _ help: String) -> CommandLineOption {
        CommandLineOption(name: name, value: value, help: help)
    }
}

/// A command's arguments once read: the flags given, the options' values and the remaining words.
struct CommandLineArguments: Sendable {
    var flags: Set<String> = []
    /// The last value of each option given.
    var values: [String: String] = [:]
    /// Every value of each option, in order (for options that may be repeated, such as `--pref`).
    var lists: [String: [String]] = [:]
    var positionals: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Reads `words` against `options`: `--name`, `--name VALUE`, `--name=VALUE`, `-h`, and `--` before words
    /// that start with a dash.
    /// - Throws: a usage ``CommandLineFailure`` for an unknown option or a missing value.
    static func parse(
        _ words: [String], options: [CommandLineOption], command: String
    ) throws(CommandLineFailure) -> CommandLineArguments {
        var parsed = CommandLineArguments()
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            let (name, attached) = split(word == "-h" ? "--help" : word)
            guard let option = options.first(where: { "--" + $0.name == name }) else {
                throw .usage("unknown option '\(name)' for '\(command)'")
            }
            guard option.value != nil else {
                if attached != nil { throw .usage("'\(name)' takes no value") }
                parsed.flags.insert(option.name)
                continue
            }
            if let value = attached ?? (index < words.count ? words[index] : nil) {
                if attached == nil { index += 1 }
                parsed.values[option.name] = value
                parsed.lists[option.name, default: []].append(value)
            } else {
                throw .usage("'\(name)' needs a value (\(name) \(option.value ?? "VALUE"))")
            }
        }
        return parsed
    }

    private static func split(_ word: String) -> (name: String, value: String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
