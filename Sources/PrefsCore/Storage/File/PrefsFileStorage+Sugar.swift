public import Foundation

extension PrefsStorage where Self == JSONFilePrefsStorage {
    /// A JSON file storage: `@Storage var storage = .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json"))`.
    ///
    /// The file is watched for other processes' changes unless `watching` is ``PrefsFileWatching/off``; problems go
    /// to `issues`.
    public static func jsonFile(
        _ file: URL, writePolicy: PrefsWritePolicy = .immediate, watching: PrefsFileWatching = .notifications,
        issues: PrefsIssueHandler = .global
    ) -> JSONFilePrefsStorage {
        JSONFilePrefsStorage(file: file, writePolicy: writePolicy, issues: issues, watching: watching)
    }
}

extension PrefsStorage where Self == PListFilePrefsStorage {
    /// A property-list file storage: `@Storage var storage = .plistFile(url, format: .binary)`.
    ///
    /// The file is watched for other processes' changes unless `watching` is ``PrefsFileWatching/off``; problems go
    /// to `issues`.
    public static func plistFile(
        _ file: URL, format: PrefsPListFormat = .xml, writePolicy: PrefsWritePolicy = .immediate,
        watching: PrefsFileWatching = .notifications, issues: PrefsIssueHandler = .global
    ) -> PListFilePrefsStorage {
        PListFilePrefsStorage(file: file, format: format, writePolicy: writePolicy, issues: issues, watching: watching)
    }
}

extension AnyPrefsStorage {
    /// A JSON file storage, type-erased.
    public static func jsonFile(
        _ file: URL, writePolicy: PrefsWritePolicy = .immediate, watching: PrefsFileWatching = .notifications,
        issues: PrefsIssueHandler = .global
    ) -> AnyPrefsStorage {
        AnyPrefsStorage(JSONFilePrefsStorage(file: file, writePolicy: writePolicy, issues: issues, watching: watching))
    }

    /// A property-list file storage, type-erased.
    public static func plistFile(
        _ file: URL, format: PrefsPListFormat = .xml, writePolicy: PrefsWritePolicy = .immediate,
        watching: PrefsFileWatching = .notifications, issues: PrefsIssueHandler = .global
    ) -> AnyPrefsStorage {
        AnyPrefsStorage(
            PListFilePrefsStorage(
                file: file, format: format, writePolicy: writePolicy, issues: issues, watching: watching))
    }
}
