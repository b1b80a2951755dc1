// corpus: Docs/Coding.md:11
import Prefs
import PrefsKitCompatibility
import Foundation

import Foundation
import PrefsKitCompatibility

enum Fruit: String { case apple, kiwi }

@PrefsSchema final class AppPrefs {
    @Storage var storage = .jsonFile(URL(filePath: "/tmp/app.json"))
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(coding: .urlString) var feed: URL?                           // "https://example.com/feed"
    @Pref(coding: .iso8601DateString) var lastSync: Date?              // "2024-12-31T21:30:35.25Z"
    @Pref(coding: .uInt16AsInt) var port: UInt16 = 8080                // 8080
    @Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding) var basket: [Fruit] = []   // ["apple", "kiwi"]
}
