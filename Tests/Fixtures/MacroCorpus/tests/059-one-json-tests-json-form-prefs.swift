// corpus: Tests/PrefsTests/Storage/OneJSONTests.swift:6
import Prefs
import Foundation

/// A schema with the values whose JSON form differed between files, settings documents and the command line.
@PrefsSchema final class JSONFormPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode = .storageOnly

    init(storage: AnyPrefsStorage) { self.storage = storage }

    @Pref var size: Double = 14
    @Pref var when: Date = Date(timeIntervalSinceReferenceDate: 0.25)
    @Pref var ratio: Double = .nan
}
