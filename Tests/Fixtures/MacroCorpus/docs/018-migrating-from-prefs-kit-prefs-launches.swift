// corpus: Docs/MigratingFromPrefsKit.md:35
import Prefs
import PrefsKitCompatibility
import Foundation

import Foundation
import PrefsKitCompatibility  // was: import PrefsKit

enum Theme: String, Sendable { case light, dark, system }
struct WindowFrame: Codable, Sendable, Equatable { var width, height: Double }

@PrefsSchema final class Prefs {
    @Storage var storage = .userDefaults(suite: UserDefaults(suiteName: "com.example.notes")!)
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var launches: Int = 0
    @Pref(key: "fontSize") var fontSize: Double = 14
    @RawRepresentablePref var theme: Theme = .system
    @JSONDataCodablePref var window: WindowFrame?
    @Pref(coding: .boolAsString(.yesNo())) var confirmQuit: Bool = true
    @RawPref var recentSearches: [Any]?
}

let prefs = Prefs()
prefs.launches += 1
prefs.recentSearches = ["invoice", 2024]
let backup = URL(filePath: "/home/ada/notes-backup.plist")
try prefs.storage.load(from: backup, format: .plist(), by: .updating)
