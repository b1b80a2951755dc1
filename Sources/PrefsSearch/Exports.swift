// `PrefsSearch` ranks a settings tree's nodes for a query (`SettingsSearchIndex`, `RankedSettingsSearch`): what a
// searchable settings screen or a tool's `search` command needs. It re-exports Prefs.
@_exported public import Prefs
@_exported public import PrefsCore
