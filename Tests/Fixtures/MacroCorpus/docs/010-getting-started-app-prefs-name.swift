// corpus: Docs/GettingStarted.md:6
import Prefs
import Foundation

import Foundation
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var name: String?                 // Optional: nil when absent; assigning nil removes the key
    @Pref var launches: Int = 0             // defaulted: the default when absent; reading never writes it
    @Pref(key: "ui.fontSize") var fontSize: Double = 14
    @Pref var tags: [String] = []
    @Pref var limits: [String: Int]?

    init(storage: some PrefsStorage) {
        self.storage = AnyPrefsStorage(storage)
    }
}

let file = URL(filePath: "/home/ada/.config/app/prefs.json")
let prefs = AppPrefs(storage: JSONFilePrefsStorage(file: file))   // the app: a file
let testPrefs = AppPrefs(storage: DictionaryPrefsStorage())       // a test: memory, nothing on disk
print(testPrefs.$launches.key)              // launches
print(testPrefs.$launches.default)          // 0
print(testPrefs.$launches.isDefault)        // true while the value equals the default
print(testPrefs.$launches.hasStoredValue)   // false: whether the key is stored at all
try testPrefs.$launches.update { $0 += 1 }  // atomic read-modify-write
testPrefs.$launches.reset()                 // remove the stored value
withObservationTracking { _ = testPrefs.fontSize } onChange: { print("font size changed") }
testPrefs.fontSize = 16   // prints once
