public import Foundation

extension PrefsStorage where Self == JSONFilePrefsStorage {
    /// A JSON file storage: `@Storage var storage = .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json"))`.
    public static func jsonFile(_ file: URL, writePolicy: PrefsWritePolicy = .immediate) -> JSONFilePrefsStorage {
        JSONFilePrefsStorage(file: file, writePolicy: writePolicy)
    }
}

extension PrefsStorage where Self == PListFilePrefsStorage {
    /// A property-list file storage: `@Storage var storage = .plistFile(url, format: .binary)`.
    public static func plistFile(
        _ file: URL, format: PrefsPListFormat = .xml, writePolicy: PrefsWritePolicy = .immediate
    ) -> PListFilePrefsStorage {
        PListFilePrefsStorage(file: file, format: format, writePolicy: writePolicy)
    }
}

extension AnyPrefsStorage {
    /// A JSON file storage, type-erased.
    public static func jsonFile(_ file: URL, writePolicy: PrefsWritePolicy = .immediate) -> AnyPrefsStorage {
        AnyPrefsStorage(JSONFilePrefsStorage(file: file, writePolicy: writePolicy))
    }

    /// A property-list file storage, type-erased.
    public static func plistFile(
        _ file: URL, format: PrefsPListFormat = .xml, writePolicy: PrefsWritePolicy = .immediate
    ) -> AnyPrefsStorage {
        AnyPrefsStorage(PListFilePrefsStorage(file: file, format: format, writePolicy: writePolicy))
    }

    /// The wrapped storage when it keeps a file, so that `flush()`, `reload()` and `loadError` stay reachable.
    public var fileStorage: (FilePrefsStorage)? { base as? FilePrefsStorage }
}
