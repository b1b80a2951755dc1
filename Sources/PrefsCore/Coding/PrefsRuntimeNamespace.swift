/// What the code `@PrefsSchema` and `@Pref` generate uses: not for direct use.
///
/// Generated code reaches the library only through this uniquely named namespace, never as `Prefs.X`: a schema
/// class may itself be called `Prefs`, and inside it `Prefs.X` would mean one of its members. Keeping these types
/// inside an underscored namespace also keeps them out of autocomplete and the documentation.
public enum _PrefsRuntime {}
