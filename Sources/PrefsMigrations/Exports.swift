// `PrefsMigrations` converts stored values from the forms older versions of an app wrote (`PrefsMigrating`,
// `migrate()`), as one atomic write with a record of what ran. Renamed keys need only `@Pref(legacyKeys:)`, which is
// in Prefs. It re-exports Prefs.
@_exported public import Prefs
@_exported public import PrefsCore
