// `PrefsCommandLine` is the command engine an app exposes for its own schema (`PrefsCommandLine.run`); it re-exports
// Prefs, so a tool's `main.swift` needs one import.
@_exported public import Prefs
@_exported public import PrefsCore
@_exported public import PrefsMigrations
@_exported public import PrefsSearch
