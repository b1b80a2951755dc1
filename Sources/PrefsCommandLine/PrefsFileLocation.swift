public import Foundation
import PrefsMigrations
import PrefsSearch

/// Where a command-line tool keeps its preferences file when `--file` and the environment do not say.
///
/// ```swift
/// PrefsFileLocation.userConfig(directory: "prefs-demo", name: "prefs.json")
/// // $XDG_CONFIG_HOME/prefs-demo/prefs.json, or ~/.config/prefs-demo/prefs.json
/// ```
///
/// An app that shares its file with its tool opens the file the location names, through ``url`` (this process's
/// environment) or ``url(environment:)``:
///
/// ```swift
/// let location = PrefsFileLocation.userConfig(directory: "prefs-demo", name: "prefs.json")
/// let storage = JSONFilePrefsStorage(file: location.url)
/// ```
public enum PrefsFileLocation: Sendable, Hashable {
    /// `<directory>/<name>` inside the user's configuration directory: `$XDG_CONFIG_HOME` when it is set to an
    /// absolute path, else `~/.config` (the XDG Base Directory rule, which Linux desktops and most command-line
    /// tools follow).
    case userConfig(directory: String, name: String)
    /// A fixed file.
    case file(URL)

    /// The file this location names in this process's environment, as the tool, run from the same environment,
    /// finds it.
    ///
    /// ```swift
    /// PrefsFileLocation.userConfig(directory: "prefs-demo", name: "prefs.json").url
    /// // file:///home/me/.config/prefs-demo/prefs.json
    /// ```
    public var url: URL { url(environment: ProcessInfo.processInfo.environment) }

    /// The file this location names in `environment` (`XDG_CONFIG_HOME` and `HOME` are read).
    ///
    /// ```swift
    /// PrefsFileLocation.userConfig(directory: "mini", name: "settings.json").url(environment: ["HOME": "/home/me"])
    /// // file:///home/me/.config/mini/settings.json
    /// ```
    public func url(environment: [String: String]) -> URL {
        switch self {
        case .file(let url):
            return url
        case .userConfig(let directory, let name):
            let base: URL
            if let configured = environment["XDG_CONFIG_HOME"], configured.hasPrefix("/") {
                base = URL(fileURLWithPath: configured, isDirectory: true)
            } else {
                let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
                base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config")
            }
            return base.appendingPathComponent(directory, isDirectory: true).appendingPathComponent(name)
        }
    }

    /// How help text shows this location: `$XDG_CONFIG_HOME/prefs-demo/prefs.json (~/.config/… without …)`.
    var helpDescription: String {
        switch self {
        case .file(let url): url.path
        case .userConfig(let directory, let name):
            "$XDG_CONFIG_HOME/\(directory)/\(name) (~/.config/\(directory)/\(name) without XDG_CONFIG_HOME)"
        }
    }
}
