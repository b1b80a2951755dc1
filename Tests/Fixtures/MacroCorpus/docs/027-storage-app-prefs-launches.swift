// corpus: Docs/Storage.md:7
import Prefs
import Foundation

import Foundation
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage = .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json"))
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var launches: Int = 0
    @Pref var lastOpened: Date?
}

let prefs = AppPrefs()
prefs.launches += 1          // on disk, fsync'd, before this line ends
if let problem = prefs.storage.loadError { print("warning: \(problem)") }
