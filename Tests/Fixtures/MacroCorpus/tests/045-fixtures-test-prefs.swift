// corpus: Tests/PrefsTests/Schema/Fixtures.swift:5
import Prefs
import Foundation

/// A schema whose storage and mode are chosen per test, so every behaviour runs against both modes.
@PrefsSchema final class TestPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage = DictionaryPrefsStorage(), mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        self.storageMode = mode
    }

    @Pref var name: String?
    @Pref var launches: Int = 0
    @Pref(key: "ui.fontSize") var fontSize: Double = 14
    @Pref var enabled: Bool = false
    @Pref var ratio: Float = 0.5
    @Pref var tags: [String] = []
    @Pref var limits: [String: Int]?
    @Pref var blob: Data?
    @Pref var since: Date?
    @Pref(coding: EvenOnlyCoding()) var even: Int = 0
}

// corpus: declared beside it, Tests/PrefsTests/Schema/Fixtures.swift:27
/// A coding that can store only even numbers, to exercise refused writes.
struct EvenOnlyCoding: PrefsCodable {
    func encode(prefsValue: Int) -> Int? { prefsValue.isMultiple(of: 2) ? prefsValue : nil }
    func decode(prefsValue: Int) -> Int? { prefsValue }
}
