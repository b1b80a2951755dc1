/// How a file storage maps preference keys to the members of its document.
///
/// With ``flat`` (the default) each key is one top-level member: `"ui.fontSize"` is the member named `ui.fontSize`.
/// With ``nestedPaths`` a key is a path: it is split at each `.` and names a member inside nested JSON objects or
/// property-list dictionaries, as many apps keep their settings (CodeEdit's `settings.json`, most Linux tools'
/// configs):
///
/// ```swift
/// // {"textEditing": {"defaultTabWidth": 4, "font": {"size": 12}}}
/// @PrefsSchema final class EditorPrefs {
///     @Storage var storage = .jsonFile(settingsURL, keys: .nestedPaths)
///     @StorageMode var storageMode = .cachedReadStorageWrite
///     @Pref(key: "textEditing.defaultTabWidth") var tabWidth: Int = 4
///     @Pref(key: "textEditing.font.size") var fontSize: Int = 12
/// }
/// ```
///
/// Paths are written as member names joined by `.`; a member name that itself contains a `.` or a `\` writes it as
/// `\.` or `\\` (``PrefsFileKeys/path(_:)`` does this): the key `"plugins.com\\.example\\.tool.enabled"` (in Swift
/// source; `plugins.com\.example\.tool.enabled` as typed on a command line) is the member `enabled` of the member
/// `com.example.tool` of `plugins`.
///
/// Under ``nestedPaths``:
/// - an object (dictionary) in the document is always a level of paths, never a value: a preference's value at a path
///   is a string, number, boolean, date, data, array, or an empty object. Setting a non-empty dictionary value at a
///   path is refused (declare each member as a preference of its own path).
/// - Writing a path creates the objects on the way; removing the last member of an object (a `reset`) removes the
///   emptied object too, up to the top level, as the object held nothing but preferences. An object that was empty in
///   the file is a value and is kept.
/// - A value where the path needs an object (`textEditing.font` is `12` and `textEditing.font.size` is set), or an
///   object where a value is set (`textEditing.font` is set to a number while it holds `size`), is refused with a
///   ``PrefsFileError`` naming the path and the file; nothing is written.
/// - Members no preference declares, at any depth, are kept as they are.
public enum PrefsFileKeys: Sendable, Hashable {
    /// Each key is one top-level member of the document.
    case flat
    /// Each key is a path of member names joined by `.` (`\.` for a literal dot, `\\` for a backslash) inside nested
    /// objects.
    case nestedPaths

    /// The key, under ``nestedPaths``, of the member reached through `names`, each escaped: `path("plugins",
    /// "com.example")` is `plugins.com\.example`.
    public static func path(_ names: String...) -> String { PrefsKeyPath(names: names).key }
}

/// A key under ``PrefsFileKeys/nestedPaths``: the member names it passes through.
struct PrefsKeyPath: Hashable, Sendable {
    var names: [String]

    init(names: [String]) { self.names = names }

    /// The names of `key`, split at each unescaped `.`; `\x` is the character `x`.
    init(key: String) {
        var names: [String] = []
        var current = ""
        var escaped = false
        for character in key {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "." {
                names.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        names.append(current)
        self.names = names
    }

    /// The key: the names escaped and joined by `.`.
    var key: String { names.map(Self.escape).joined(separator: ".") }

    /// `name` with `\` and `.` escaped.
    static func escape(_ name: String) -> String {
        guard name.contains(where: { $0 == "." || $0 == "\\" }) else { return name }
        var escaped = ""
        for character in name {
            if character == "." || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Whether `key` is a path of more than one name.
    static func isNested(_ key: String) -> Bool { PrefsKeyPath(key: key).names.count > 1 }
}
