public import Foundation

/// Where a preference's value comes from: its declared default, one of the layers of a ``LayeredPrefsStorage``, or
/// one of the domains `UserDefaults` looks a key up in.
///
/// ```swift
/// prefs.storage.source(forKey: "ui.fontSize").description   // "env PREFS_DEMO_UI_FONTSIZE"
/// ```
public enum PrefsValueSource: Sendable, Hashable, CustomStringConvertible {
    /// Nothing is stored: the preference's declared default.
    case declaredDefault
    /// A defaults file: vendor or system values that replace the declared defaults.
    case defaultsFile(URL?)
    /// The user's file, the one layer writes go to.
    case file(URL?)
    /// A storage that keeps no file (in memory, `UserDefaults`) and holds the value.
    case storage
    /// An environment variable.
    case environment(String)
    /// A command-line argument for this run: the arguments layer's `--pref key=value`, or a `-key value` launch
    /// argument (the argument domain) that a ``UserDefaultsPrefsStorage`` reads.
    case argument
    /// A file of locked (mandatory) values, which writes cannot change.
    case locked(URL?)
    /// A domain of `UserDefaults`' search list below the app's own, which a ``UserDefaultsPrefsStorage`` reads when
    /// the app's domain holds nothing for the key: `NSRegistrationDomain` (values given to `register(defaults:)`) or,
    /// on Apple platforms, `NSGlobalDomain`. A write goes to the app's domain and wins over it.
    case userDefaultsDomain(String)

    /// How `dump` and `get` name the source: `default`, `defaults file PATH`, `file PATH`, `storage`, `env NAME`,
    /// `argument`, `locked PATH`, `UserDefaults NSRegistrationDomain`.
    public var description: String {
        switch self {
        case .declaredDefault: "default"
        case .defaultsFile(let url): "defaults file" + Self.path(url)
        case .file(let url): "file" + Self.path(url)
        case .storage: "storage"
        case .environment(let name): "env \(name)"
        case .argument: "argument"
        case .locked(let url): "locked" + Self.path(url)
        case .userDefaultsDomain(let name): "UserDefaults \(name)"
        }
    }

    /// Whether a value from this source wins over one the user's file holds.
    public var overridesFile: Bool {
        switch self {
        case .environment, .argument, .locked: true
        case .declaredDefault, .defaultsFile, .file, .storage, .userDefaultsDomain: false
        }
    }

    /// The lock as ``PrefsError/locked(key:source:)`` names it: the file's path.
    var lockDescription: String {
        if case .locked(let url?) = self { return url.path }
        return description
    }

    private static func path(_ url: URL?) -> String { url.map { " " + $0.path } ?? "" }
}
