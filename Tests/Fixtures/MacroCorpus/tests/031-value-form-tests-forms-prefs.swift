// corpus: Tests/PrefsTests/CommandLine/ValueFormTests.swift:5
import Prefs
import Foundation

/// A schema with a `Double` that has a range, to see one value printed by every output.
@PrefsSchema(title: "Forms")
final class FormsPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    @Pref @Setting(range: 10...24, step: 0.5) var zoom: Double = 14
    @Pref var thumbnail: Data?
    @Pref var count: Int = 0
}
