// `Prefs` is the module apps import: the macro declarations (`@PrefsSchema`, `@Pref`, `@Setting`…) and everything
// else, re-exported from `PrefsCore`. The split lets the library compile while the macro plugin builds: only this
// module waits for the plugin, and it is a few declarations (see Package.swift and Docs/Performance.md).
@_exported public import PrefsCore
