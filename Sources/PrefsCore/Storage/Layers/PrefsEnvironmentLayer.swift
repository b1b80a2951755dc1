import Foundation

/// The environment variables a ``LayeredPrefsStorage`` takes values from.
///
/// A preference's variable is the prefix followed by its key in capitals, with dots and dashes as underscores:
/// with the prefix `PREFS_DEMO_`, the key `ui.fontSize` is `PREFS_DEMO_UI_FONTSIZE` and `proxy-port` is
/// `PREFS_DEMO_PROXY_PORT`. `names` overrides the rule for some keys. Values are text, read as the command line reads
/// them (`true`, `14`, `2024-05-06T07:08:09Z`, JSON for arrays and `Codable` values) and checked like a write.
///
/// ```swift
/// @Storage var storage = .layered(.jsonFile(url), environment: .prefix("MYAPP_", names: ["apiToken": "MYAPP_TOKEN"]))
/// ```
public struct PrefsEnvironmentLayer: Sendable {
    /// The prefix of every variable name.
    public var prefix: String
    /// Variable names for keys that do not follow the rule.
    public var names: [String: String]
    /// The variables, read when the layer is made.
    public var variables: [String: String]

    /// The variables named by `prefix` (and `names`), read from `variables` (the process's environment by default).
    public static func prefix(
        _ prefix: String, names: [String: String] = [:], variables: [String: String]? = nil
    ) -> PrefsEnvironmentLayer {
        PrefsEnvironmentLayer(prefix: prefix, names: names, variables: variables ?? ProcessEnvironment.variables)
    }

    /// The variable that holds the value of `key`.
    public func name(forKey key: String) -> String {
        if let name = names[key] { return name }
        return prefix
            + String(key.uppercased().map { $0 == "." || $0 == "-" ? "_" : $0 })
    }
}

/// The values given for one run of the program: `--pref key=value` arguments (the command line's argument domain, as
/// `UserDefaults` has one for `-key value`).
///
/// ```swift
/// @Storage var storage = .layered(.jsonFile(url), arguments: .parsing(CommandLine.arguments))
/// // myapp --pref ui.fontSize=18
/// ```
public struct PrefsArgumentsLayer: Sendable {
    /// The text given for each key.
    public var values: [String: String]

    public init(values: [String: String]) {
        self.values = values
    }

    /// The `option key=value` and `option=key=value` pairs of `arguments` (later ones win).
    public static func parsing(_ arguments: [String], option: String = "--pref") -> PrefsArgumentsLayer {
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            var pair: String?
            if arguments[index] == option, index + 1 < arguments.count {
                pair = arguments[index + 1]
                index += 1
            } else if arguments[index].hasPrefix(option + "=") {
                pair = String(arguments[index].dropFirst(option.count + 1))
            }
            if let pair, let equals = pair.firstIndex(of: "="), equals != pair.startIndex {
                values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            index += 1
        }
        return PrefsArgumentsLayer(values: values)
    }
}

/// The process's environment, read once.
enum ProcessEnvironment {
    static var variables: [String: String] { ProcessInfo.processInfo.environment }
}
