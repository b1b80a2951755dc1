// corpus: Tests/PrefsTests/Migration/MigrationFixtures.swift:5
import Prefs

/// Version 1 of an app's preferences: the font size under `fontSize`, word wrap as "yes" or "no", the reconnect delay
/// in whole seconds.
@PrefsSchema final class AppPrefsV1 {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(_ storage: any PrefsStorage, mode: PrefsStorageMode = .storageOnly) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref var fontSize: Double = 14
    @Pref var wrapLines: String = "no"
    @Pref var delay: Int = 5
}
