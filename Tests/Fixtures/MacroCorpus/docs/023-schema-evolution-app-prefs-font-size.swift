// corpus: Docs/SchemaEvolution.md:8
import Prefs
import PrefsMigrations
import Foundation

import Foundation
import PrefsMigrations

// Version 1 stored `fontSize`, and `wrapLines` as "yes" or "no".
@PrefsSchema final class AppPrefs {
    @Storage var storage = .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json"))
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"]) var fontSize: Double = 14
    @Pref var wrapLines: Bool = false
}

extension AppPrefs: PrefsMigrating {
    static let migrations: [PrefsMigration] = [
        .convert("wrapLines", id: "wrapLines-bool", from: String.self) { $0 == "yes" }
    ]
}

let prefs = AppPrefs()
let report = try prefs.migrate()      // at launch; a no-op once the file is migrated
for step in report.steps { print(step) }
