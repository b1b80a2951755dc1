// `PrefsKitCompatibility` is what code moved from PrefsKit imports instead of `PrefsKit`: PrefsKit's names for what
// Prefs spells otherwise, with all of Prefs re-exported, so such code changes only its import line.
@_exported public import Prefs
@_exported public import PrefsCore
