// Code written against Prefs imports only `Foundation` and `Prefs`; the schema classes it declares are
// `Observable`, so the library re-exports Observation.
@_exported public import Observation
