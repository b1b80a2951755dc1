// corpus: Tests/PrefsTests/Schema/OwnWriteTests.swift:6
import Prefs

/// Two properties that read one key, through a computed key (literal duplicates are refused at compile time).
@PrefsSchema final class SharedKeyPrefs {
    enum Keys { static let volume = "volume" }

    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode = PrefsStorageMode.cachedReadStorageWrite

    init(storage: any PrefsStorage) { self.storage = AnyPrefsStorage(storage) }

    @Pref(key: Keys.volume) var volume: Int = 5
    @Pref(key: Keys.volume) var loudness: Int = 5
}
