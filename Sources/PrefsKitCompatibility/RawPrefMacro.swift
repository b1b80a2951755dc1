/// Declares an untyped preference, PrefsKit's way to keep `[Any]` or `[String: Any]`.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .dictionary
///     @StorageMode var storageMode = .cachedReadStorageWrite
///
///     @RawPref var recent: [Any]?
///     @RawPref(key: "window") var window: [String: Any] = ["width": 800, "pinned": false]
/// }
/// prefs.recent = ["notes.txt", 3, true]
/// prefs.window["width"] = 1024
/// ```
///
/// The value may hold any mix of `Bool`, integers, `Double`, `String`, `Data`, `Date`, and arrays and
/// `[String: Any]` dictionaries of them, nested; reads return Swift values (`Int`, `Double`, `String`, …). Assigning
/// a value that holds anything else (a `URL`, a custom type) writes nothing: the stored value is kept and a
/// ``PrefsIssue`` is reported. The default is the initializer, read when nothing readable is stored and never
/// written. The rules of `@Pref` apply (a `var` with a type annotation; an optional has no initializer, anything
/// else needs one), and so does `legacyKeys:`. The preference is in the settings tree and the command line as an
/// `array` or `dictionary`; it has no `$name` handle.
///
/// Prefer ``AnyPrefsArray`` and ``AnyPrefsDictionary`` with `@Pref`, which check each element's type as you write it.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(_$pref_), prefixed(_$descriptor_))
public macro RawPref(key: String? = nil, legacyKeys: [String] = []) =
    #externalMacro(module: "PrefsMacros", type: "RawPrefMacro")
