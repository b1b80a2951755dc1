import Foundation
import PrefsKitCompatibility
import Testing

// The schema of Docs/MigratingFromPrefsKit.md, as PrefsKit's README names its class: `Prefs`, like the module.

enum GuideTheme: String, Sendable { case light, dark, system }
struct GuideWindowFrame: Codable, Sendable, Equatable {
    var width, height: Double
}

@PrefsSchema final class Prefs {
    @Storage var storage = .userDefaults(suite: TestStorage.newSuite())
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var launches: Int = 0
    @Pref(key: "fontSize") var fontSize: Double = 14
    @RawRepresentablePref var theme: GuideTheme = .system
    @JSONDataCodablePref var window: GuideWindowFrame?
    @Pref(coding: .boolAsString(.yesNo())) var confirmQuit: Bool = true
    @RawPref var recentSearches: [Any]?
}

@Suite struct MigrationGuideExampleTests {
    @available(*, deprecated, message: "exercises PrefsKit's deprecated names, as the guide does")
    @Test func theGuidesSchemaWorksAsWritten() throws {
        let prefs = Prefs()
        prefs.launches += 1
        prefs.recentSearches = ["invoice", 2024]
        prefs.theme = .dark
        let stored: String? = prefs.storage.storageValue(forKey: "theme")
        #expect(stored == "dark")
        let backup = try DictionaryPrefsStorage(root: ["launches": 7, "fontSize": 18.0]).exportData(format: .plist())
        try prefs.storage.load(from: backup, format: .plist(), by: .updating)
        // The cached values follow the import.
        #expect((prefs.launches, prefs.fontSize, prefs.recentSearches?.last as? Int) == (7, 18, 2024))
        prefs.confirmQuit = false
        #expect(prefs.storage.value(forKey: "confirmQuit") == "no")
    }
}
