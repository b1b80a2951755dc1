public import Foundation

/// The errors Prefs throws and reports, each naming the key, value or file at fault.
///
/// ```swift
/// do {
///     try prefs.setValue(.double(99), forKey: "ui.fontSize")
/// } catch let error as PrefsError {
///     print(error)  // 'ui.fontSize': 99 is not allowed; expected 10...24 in steps of 1
/// }
/// ```
///
/// This is the one formatter of Prefs' error text: the command line prints the same lines after `error: `, adding only
/// a suggestion to an unknown key and its own advice to a file error. A value in a message is written in its message
/// form (`PrefsValue.description`): a string quoted (`"wide"`), a number as typed (`99`, `0.75`), a date in ISO 8601,
/// data in base64, an array or a dictionary as JSON.
public enum PrefsError: Error, Sendable, Equatable {
    /// The value for `key` is not of the preference's type: `expected` is its kind and `typeName` the Swift type as
    /// written in source (`Int`, `[String]`, `WindowFrame`).
    case typeMismatch(key: String, expected: PrefsValueType, typeName: String, found: PrefsValue)
    /// The value for `key` cannot be converted to its stored form.
    case encodingFailed(key: String, value: String)
    /// The value for `key` is outside what the preference allows (its range, step or options).
    case invalidValue(key: String, value: PrefsValue, allowed: String)
    /// The default value of the preference with `key`, given by an expression the compiler could not check, is
    /// outside what the preference allows (its range, step or options). Reported once, when the schema is first used.
    case invalidDefault(key: String, value: PrefsValue, allowed: String)
    /// No preference has this key.
    case unknownKey(String)
    /// A member of `file` has no stored form Prefs can hold (a keyed-archive UID, an integer beyond `Int`, null, a
    /// set, a number beyond `Double`, an unpaired surrogate, keys that differ only in Unicode normalisation): it reads
    /// as absent and is kept in the file unchanged. `reason` says what the value is (`the UID 3 (a keyed-archive
    /// reference)`); `file` is `nil` only for values met outside a file.
    case unrepresentableValue(key: String, reason: String, file: URL?)
    /// The storage refused to write `key`.
    case writeFailed(key: String, reason: String)
    /// `key` is locked by `source` (a ``LayeredPrefsStorage``'s file of mandatory values): writes cannot change it.
    case locked(key: String, source: PrefsValueSource)
    /// The migration named `migration` could not convert the value of `key` (see ``PrefsMigration``); nothing was
    /// written.
    case migrationFailed(key: String, migration: String, reason: String)
    /// A preferences file could not be read or written.
    case file(PrefsFileError)
    /// The members of `file` look like the schema's keys laid out the other way than its storage reads them (see
    /// ``PrefsFileKeys``): with `keys` ``PrefsFileKeys/flat``, `paths` (the schema's keys, at most three shown) are
    /// in nested objects; with ``PrefsFileKeys/nestedPaths``, they are top-level members whose names have dots. Those
    /// preferences read as their defaults. Reported once, when a schema is first used over the storage.
    case mismatchedKeys(file: URL, keys: PrefsFileKeys, paths: [String], count: Int)
}

extension PrefsError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .typeMismatch(let key, _, let typeName, let found):
            "'\(key)': \(found) is not a valid \(typeName)"
        case .encodingFailed(let key, let value):
            "'\(key)': value \(value) cannot be stored"
        case .invalidValue(let key, let value, let allowed):
            "'\(key)': \(value) is not allowed; expected \(allowed)"
        case .invalidDefault(let key, let value, let allowed):
            "'\(key)': its default value \(value) is not allowed; expected \(allowed)"
        case .unknownKey(let key):
            "no preference has the key '\(key)'"
        case .unrepresentableValue(let key, let reason, let file):
            "'\(key)'\(file.map { " in \($0.path)" } ?? "") holds \(reason), which no preference type holds; "
                + "it is kept in the file unchanged"
        case .writeFailed(let key, let reason):
            "'\(key)' was not written: \(reason)"
        case .locked(let key, let source):
            "'\(key)' is locked by \(source.lockDescription); it cannot be changed"
        case .migrationFailed(let key, let migration, let reason):
            "'\(key)': migration '\(migration)' failed: \(reason)"
        case .file(let error):
            error.description
        case .mismatchedKeys(let file, let keys, let paths, let count):
            Self.mismatch(file: file, keys: keys, paths: paths, count: count)
        }
    }

    private static func mismatch(file: URL, keys: PrefsFileKeys, paths: [String], count: Int) -> String {
        let listed = paths.map { "'\($0)'" }.joined(separator: ", ") + (count > paths.count ? ", …" : "")
        let preferences = count == 1 ? "1 preference" : "\(count) preferences"
        switch keys {
        case .flat:
            return "\(file.path) keeps \(preferences) (\(listed)) inside nested objects, but its storage reads each "
                + "key as one top-level member, so they read as their defaults and a write would add a flat member "
                + "beside them; open the file with `keys: .nestedPaths` (a PrefsCommandLine: `fileKeys = .nestedPaths`)"
        case .nestedPaths:
            return "\(file.path) keeps \(preferences) (\(listed)) as top-level members whose names contain dots, "
                + "but its storage reads keys as paths into nested objects, so they read as their defaults; open the "
                + "file with `keys: .flat`, the default"
        }
    }

    /// The key at fault, if the error is about one.
    public var key: String? {
        switch self {
        case .typeMismatch(let key, _, _, _), .encodingFailed(let key, _), .invalidValue(let key, _, _),
            .invalidDefault(let key, _, _), .unknownKey(let key), .unrepresentableValue(let key, _, _),
            .writeFailed(let key, _), .locked(let key, _), .migrationFailed(let key, _, _):
            key
        case .file, .mismatchedKeys: nil
        }
    }
}
