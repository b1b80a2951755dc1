// corpus: Docs/SchemaEvolution.md:68
import Prefs
import PrefsMigrations
import Foundation

import Foundation
import PrefsMigrations

@PrefsSchema final class AppPrefs {
    @Storage var storage = .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json"))
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var wrapLines: Bool = false
    @Pref(encode: { Int($0 / .milliseconds(1)) }, decode: { .milliseconds($0) }) var delay: Duration = .seconds(5)
}

extension AppPrefs: PrefsMigrating {
    static let migrations: [PrefsMigration] = [
        // A Bool stored as "yes"/"no" becomes a real Bool.
        .convert("wrapLines", id: "wrapLines-bool", from: String.self) { $0 == "yes" },
        // A delay stored in whole seconds becomes a Duration, which this version stores in milliseconds.
        .convert("delay", id: "delay-milliseconds", from: Int.self) { Duration.seconds($0) },
    ]
}
