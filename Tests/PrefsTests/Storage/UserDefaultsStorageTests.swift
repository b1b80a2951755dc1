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
}
