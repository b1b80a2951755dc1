// corpus: Docs/MigratingFromPrefsKit.md:69
import Prefs
import Foundation

import Foundation
import PrefsMigrations

@PrefsSchema final class Prefs {
    @Storage var storage = .jsonFile(URL(filePath: "/home/ada/.config/notes/prefs.json"))  // a real, shared file
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var launches: Int = 0
    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"]) @Setting(range: 10...24) var fontSize: Double = 14
    // …
}

let prefs = Prefs()
try prefs.$launches.update { $0 += 1 }     // atomic read-modify-write
try prefs.migrate()                        // moves `fontSize` to `ui.fontSize` once
