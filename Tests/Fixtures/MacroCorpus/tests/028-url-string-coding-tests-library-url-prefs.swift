// corpus: Tests/PrefsTests/Coding/URLStringCodingTests.swift:8
import Prefs
import PrefsKitCompatibility
import Foundation

/// The library's URL coding, in a schema of its own.
@PrefsSchema final class LibraryURLPrefs: TestSchema {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(coding: PrefsKitCompatibility::URLStringPrefsCoding.urlString) var feed: URL?
    @Pref(coding: PrefsKitCompatibility::URLStringPrefsCoding()) var homepage: URL = URL(filePath: "/")
}

// corpus: declared beside it, Tests/PrefsTests/Coding/CodingTestSupport.swift:49
/// A schema the round-trip helper can create over any storage and mode.
protocol TestSchema: PrefsSchema {
    init(storage: any PrefsStorage, mode: PrefsStorageMode)
}
