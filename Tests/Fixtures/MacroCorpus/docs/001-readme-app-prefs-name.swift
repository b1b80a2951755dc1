// corpus: README.md:8
import Prefs
import Foundation

import Foundation
import Prefs

enum Theme: String { case light, dark, system }

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var name: String?                          // nil when absent
    @Pref var launches: Int = 0                      // the default when absent
    @Pref(key: "ui.fontSize") var fontSize: Double = 14
    @RawRepresentablePref var theme: Theme = .system // stored as "system"
}

let prefs = AppPrefs()
prefs.launches += 1
prefs.theme = .dark
print(prefs.launches, prefs.name ?? "no name", prefs.fontSize, prefs.theme)
print(prefs.storage.storageValues().keys.sorted())
try prefs.$launches.update { $0 += 10 }   // atomic read-modify-write
print(prefs.launches, prefs.$launches.isDefault)
