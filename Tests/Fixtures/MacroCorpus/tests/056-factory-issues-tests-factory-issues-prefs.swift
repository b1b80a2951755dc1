// corpus: Tests/PrefsTests/Storage/FactoryIssuesTests.swift:6
import Prefs

/// A schema whose one preference refuses values over 10, over whatever storage it is given.
@PrefsSchema final class FactoryIssuesPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode = .cachedReadStorageWrite

    init(storage: AnyPrefsStorage) {
        self.storage = storage
    }

    @Pref @Setting(range: 0...10) var level: Int = 1
}
