// corpus: Tests/PrefsKitCompatibilityTests/MigrationGuideExampleTests.swift:12
import Prefs
import PrefsKitCompatibility
import Foundation

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

// corpus: declared beside it, Tests/PrefsKitCompatibilityTests/MigrationGuideExampleTests.swift:7
enum GuideTheme: String, Sendable { case light, dark, system }

// corpus: declared beside it, Tests/PrefsKitCompatibilityTests/MigrationGuideExampleTests.swift:8
struct GuideWindowFrame: Codable, Sendable, Equatable {
    var width, height: Double
}

// corpus: declared beside it, Tests/PrefsKitCompatibilityTests/PrefsStorageTypedAccessTests.swift:80
/// The storages PrefsKit ships, each test getting a new, empty one.
enum TestStorage: CaseIterable, Sendable {
    case dictionary, userDefaults

    func make() -> AnyPrefsStorage {
        switch self {
        case .dictionary: AnyPrefsStorage(.dictionary)
        case .userDefaults: AnyPrefsStorage(.userDefaults(suite: Self.newSuite()))
        }
    }

    /// A `UserDefaults` suite of its own, empty. Its file (`~/.config/<name>.plist` on Linux) is removed when the test
    /// process exits, so a test run leaves nothing in the user's home.
    static func newSuite() -> UserDefaults {
        _ = removeSuitesAtExit
        let name = "prefskit-compat-\(UUID().uuidString)"
        madeSuites.withLock { $0.append(name) }
        let defaults = UserDefaults(suiteName: name)!
        defaults.removePersistentDomain(forName: name)
        return defaults
    }
}
