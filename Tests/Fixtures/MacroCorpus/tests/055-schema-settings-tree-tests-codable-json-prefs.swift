// corpus: Tests/PrefsTests/Settings/SchemaSettingsTreeTests.swift:101
import Prefs
import PrefsKitCompatibility

/// A schema whose `Codable` preference is stored through a chain of codings.
@PrefsSchema final class CodableJSONPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode = .storageOnly
    init(storage: AnyPrefsStorage) { self.storage = storage }
    struct Frame: Codable, Sendable, Equatable { var width: Int }
    @Pref(coding: JSONDataCodablePrefsCoding<Frame>().base64DataString()) var frame: Frame?
    @Pref(coding: .boolAsInteger()) var legacy: Bool = false
    @Pref var plain: Int = 0
}
