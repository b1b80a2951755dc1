import Foundation
import Prefs
import Testing

@Suite struct UserDefaultsStorageTests {
    @Test func valuesKeepTheirTypes() throws {
        let suite = "prefs-tests-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let storage: UserDefaultsPrefsStorage = .userDefaults(suite: suite)
        try storage.modify { values in
            values["flag"] = .bool(true)
            values["count"] = .int(3)
            values["ratio"] = .double(0.1)
            values["names"] = .array([.string("a")])
        }
        #expect(storage.storageValue(forKey: "flag") == .bool(true))
        #expect(storage.storageValue(forKey: "count") == .int(3))
        #expect(storage.storageValue(forKey: "ratio") == .double(0.1))
        #expect(storage.storageValue(forKey: "names") == .array([.string("a")]))
        let prefs = EveryTypePrefs(storage: storage, mode: .cachedReadStorageWrite)
        prefs.count = 5
        #expect(UserDefaultsPrefsStorage(suiteName: suite).storageValue(forKey: "count") == .int(5))
        storage.removeValue(forKey: "count")
        #expect(prefs.count == 0)
    }

    /// Keys other code wrote into the suite after the storage was made are part of what a reinitialising import
    /// replaces, and no part of what an updating import reports.
    @Test func importsSeeKeysWrittenByOtherCode() throws {
        let suite = "prefs-tests-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let defaults = try #require(UserDefaults(suiteName: suite))
        let storage = UserDefaultsPrefsStorage(defaults)
        defaults.set(3.14, forKey: "ext")
        #expect(try storage.load(from: ["a": 1], by: .updating) == ["a"])
        #expect(defaults.double(forKey: "ext") == 3.14)

        defaults.set(2.71, forKey: "other")
        #expect(try storage.load(from: ["a": 2], by: .reinitializing) == ["a", "ext", "other"])
        #expect(defaults.object(forKey: "ext") == nil)
        #expect(defaults.object(forKey: "other") == nil)
        #expect(storage.storageValues() == ["a": .int(2)])
    }
}
