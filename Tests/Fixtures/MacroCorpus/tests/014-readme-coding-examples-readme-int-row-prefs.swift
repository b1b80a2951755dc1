// corpus: Tests/PrefsTests/Coding/ReadmeCodingExamples.swift:16
import Prefs

@PrefsSchema final class Prefs: ReadmeExample { @Pref var x: Int = 1 }

// corpus: declared beside it, Tests/PrefsTests/Coding/ReadmeCodingExamples.swift:115
/// The storage and mode a README example runs on, chosen by the test for the task it runs in.
enum ReadmeBackend {
    @TaskLocal static var storage = AnyPrefsStorage(DictionaryPrefsStorage())
    @TaskLocal static var mode: PrefsStorageMode = .cachedReadStorageWrite
}

// corpus: declared beside it, Tests/PrefsTests/Coding/ReadmeCodingExamples.swift:121
/// A README schema: its `storage` and `storageMode` come from ``ReadmeBackend``.
protocol ReadmeExample: PrefsSchema where SchemaStorage == AnyPrefsStorage {
    init()
}

// corpus: declared beside it, Tests/PrefsTests/Coding/ReadmeCodingExamples.swift:126
extension ReadmeExample {
    var storage: AnyPrefsStorage { ReadmeBackend.storage }
    var storageMode: PrefsStorageMode { ReadmeBackend.mode }
}
