public import Foundation

extension PrefsStorage where Self == JSONFilePrefsStorage {
    /// A JSON file storage: `@Storage var storage = .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json"))`.
    ///
    /// The file is watched for other processes' changes unless `watching` is ``PrefsFileWatching/off``; problems go
    /// to `issues`. With `keys: .nestedPaths` a key is a path into nested objects (see ``PrefsFileKeys``):
    /// `.jsonFile(url, keys: .nestedPaths)` reads `textEditing.font.size` from `{"textEditing": {"font": {"size": 12}}}`.
    public static func jsonFile(
        _ file: URL, writePolicy: PrefsWritePolicy = .immediate, watching: PrefsFileWatching = .notifications,
        issues: PrefsIssueHandler = .global, keys: PrefsFileKeys = .flat
    ) -> JSONFilePrefsStorage {
        JSONFilePrefsStorage(file: file, writePolicy: writePolicy, issues: issues, watching: watching, keys: keys)
    }
}

extension PrefsStorage where Self == PListFilePrefsStorage {
    /// A property-list file storage: `@Storage var storage = .plistFile(url, format: .binary)`.
    ///
    /// The file is watched for other processes' changes unless `watching` is ``PrefsFileWatching/off``; problems go
    /// to `issues`. With `keys: .nestedPaths` a key is a path into nested dictionaries (see ``PrefsFileKeys``).
    public static func plistFile(
        _ file: URL, format: PrefsPListFormat = .xml, writePolicy: PrefsWritePolicy = .immediate,
        watching: PrefsFileWatching = .notifications, issues: PrefsIssueHandler = .global, keys: PrefsFileKeys = .flat
    ) -> PListFilePrefsStorage {
        PListFilePrefsStorage(
            file: file, format: format, writePolicy: writePolicy, issues: issues, watching: watching, keys: keys)
    }
}

extension AnyPrefsStorage {
    /// A JSON file storage, type-erased.
    public static func jsonFile(
        _ file: URL, writePolicy: PrefsWritePolicy = .immediate, watching: PrefsFileWatching = .notifications,
        issues: PrefsIssueHandler = .global, keys: PrefsFileKeys = .flat
    ) -> AnyPrefsStorage {
        AnyPrefsStorage(
            JSONFilePrefsStorage(file: file, writePolicy: writePolicy, issues: issues, watching: watching, keys: keys))
    }

    /// A property-list file storage, type-erased.
    public static func plistFile(
        _ file: URL, format: PrefsPListFormat = .xml, writePolicy: PrefsWritePolicy = .immediate,
        watching: PrefsFileWatching = .notifications, issues: PrefsIssueHandler = .global, keys: PrefsFileKeys = .flat
    ) -> AnyPrefsStorage {
        AnyPrefsStorage(
            PListFilePrefsStorage(
                file: file, format: format, writePolicy: writePolicy, issues: issues, watching: watching, keys: keys))
    }
}
