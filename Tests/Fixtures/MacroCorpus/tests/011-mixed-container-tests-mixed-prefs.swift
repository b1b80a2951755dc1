// corpus: Tests/PrefsTests/Coding/MixedContainerTests.swift:5
import Prefs

/// A schema of mixed containers.
@PrefsSchema final class MixedPrefs: TestSchema {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref var mixed: AnyPrefsArray = []
    @Pref var record: AnyPrefsDictionary?
}

// corpus: declared beside it, Tests/PrefsTests/Coding/CodingTestSupport.swift:49
/// A schema the round-trip helper can create over any storage and mode.
protocol TestSchema: PrefsSchema {
    init(storage: any PrefsStorage, mode: PrefsStorageMode)
}
