// corpus: Tests/PrefsTests/Storage/FileRoundTripTests.swift:5
import Prefs
import Foundation

/// A schema with one preference of every storable value type, over any storage.
@PrefsSchema final class EveryTypePrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref var text: String = ""
    @Pref var flag: Bool = false
    @Pref var count: Int = 0
    @Pref var ratio: Double = 0
    @Pref var single: Float = 0
    @Pref var blob: Data = Data()
    @Pref var when: Date = Date(timeIntervalSince1970: 0)
    @Pref var names: [String] = []
    @Pref var numbers: [Double] = []
    @Pref var limits: [String: Int] = [:]
    @Pref var moments: [Date]?
    @Pref var mixed: AnyPrefsArray = []
    @Pref var record: AnyPrefsDictionary = [:]
    @Pref var missing: String?
}
