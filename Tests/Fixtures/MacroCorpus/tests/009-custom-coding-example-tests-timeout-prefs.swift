// corpus: Tests/PrefsTests/Coding/CustomCodingExampleTests.swift:17
import Prefs

@PrefsSchema final class TimeoutPrefs: TestSchema {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(coding: .seconds) var timeout: Duration = .seconds(30)
}

// corpus: declared beside it, Tests/PrefsTests/Coding/CodingTestSupport.swift:49
/// A schema the round-trip helper can create over any storage and mode.
protocol TestSchema: PrefsSchema {
    init(storage: any PrefsStorage, mode: PrefsStorageMode)
}
