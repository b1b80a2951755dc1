import Foundation
import Prefs
import Testing

@Suite final class UserDefaultsStorageTests {
    /// A suite of its own for every test (Swift Testing makes a new suite value per test), removed after it.
    let suite = "prefs-tests-\(UUID().uuidString)"

    deinit { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }

    /// Gives `key` the value `value` in the argument domain, as `-key value` on the command line does; the result
    /// restores the domain.
    static func launchArgument(_ key: String, _ value: String, in defaults: UserDefaults) -> () -> Void {
        let arguments = defaults.volatileDomain(forName: UserDefaults.argumentDomain)
        defaults.setVolatileDomain(arguments.merging([key: value]) { $1 }, forName: UserDefaults.argumentDomain)
        return { defaults.setVolatileDomain(arguments, forName: UserDefaults.argumentDomain) }
    }

    @Test func valuesKeepTheirTypes() throws {
        let storage: UserDefaultsPrefsStorage = .userDefaults(suite: suite)
        try storage.modify { values in
            values["flag"] = .bool(true)
            values["count"] = .int(3)
            values["ratio"] = .double(0.1)
            values["names"] = .array([.string("a")])
        }
        #expect(
            (
                storage.storageValue(forKey: "flag"), storage.storageValue(forKey: "count"),
                storage.storageValue(forKey: "ratio"), storage.storageValue(forKey: "names")
            ) == (.bool(true), .int(3), .double(0.1), .array([.string("a")])))
        let prefs = EveryTypePrefs(storage: storage, mode: .cachedReadStorageWrite)
        prefs.count = 5
        #expect(UserDefaultsPrefsStorage(suiteName: suite).storageValue(forKey: "count") == .int(5))
        storage.removeValue(forKey: "count")
        #expect(prefs.count == 0)
    }

    /// A value given to `register(defaults:)` reads, as PrefsKit reads it, but is not stored: the storage does not
    /// list it, export it, or remove it in a reinitialising import, and says where it comes from. On Linux too, a
    /// suite's `dictionaryRepresentation()` holds it beside the suite's own keys.
    @Test func registeredDefaultsAreReadButNotStored() throws {
        let storage = UserDefaultsPrefsStorage(suiteName: suite)
        let registered = "registered-\(UUID().uuidString)"  // registration lasts for the process: a key of its own
        storage.suite.register(defaults: [registered: 1])
        storage.setValue(forKey: "own", to: 2)
        #expect(storage.suite.dictionaryRepresentation()[registered] != nil, "UserDefaults' search list holds it")

        #expect(
            (storage.domainName, storage.storageValue(forKey: registered), storage.storageValues()) == (
                suite, .int(1), ["own": .int(2)]
            ))
        let exported = try JSONSerialization.jsonObject(with: try storage.exportData(format: .json)) as? [String: Any]
        #expect(
            (exported?.keys.sorted(), storage.source(forKey: registered), storage.source(forKey: "own")) == (
                ["own"], .userDefaultsDomain(UserDefaults.registrationDomain), .storage
            ))

        #expect(try storage.load(from: ["new": 3], by: .reinitializing) == ["new", "own"])
        #expect((storage.storageValues(), storage.storageValue(forKey: registered)) == (["new": .int(3)], .int(1)))
    }

    /// A schema reads a registered default; change review compares a staged value with what the app's domain holds,
    /// so staging the registered value lists a change, and applying it stores the value.
    @Test func reviewComparesWithTheAppsDomain() throws {
        let storage = UserDefaultsPrefsStorage(suiteName: suite)
        storage.suite.register(defaults: [RegisteredDefaultsPrefs.widthKey: 7])
        let prefs = RegisteredDefaultsPrefs(storage: storage)
        #expect(prefs.width == 7)

        var review = prefs.review()
        try review.stage(prefs.$width, 7)
        #expect(review.changes.map(\.key) == [RegisteredDefaultsPrefs.widthKey])
        try review.apply()
        #expect(
            (storage.storageValues(), storage.source(forKey: RegisteredDefaultsPrefs.widthKey)) == (
                [RegisteredDefaultsPrefs.widthKey: .int(7)], .storage
            ))
    }

    /// A `-key value` launch argument (the argument domain) reads and wins over the stored value, as in
    /// `UserDefaults`; it is never listed as stored, and a write goes to the app's domain and waits under it.
    @Test func launchArgumentsAreReadButNotStored() throws {
        let defaults = try #require(UserDefaults(suiteName: suite))
        let key = "argument-\(UUID().uuidString)"
        let restore = Self.launchArgument(key, "wide", in: defaults)
        defer { restore() }
        let storage = UserDefaultsPrefsStorage(defaults, domain: suite)

        #expect(
            (storage.storageValue(forKey: key), storage.source(forKey: key), storage.storageValues().isEmpty) == (
                .string("wide"), .argument, true
            ))
        storage.setValue(forKey: key, to: "narrow")
        #expect(
            (storage.storageValues(), storage.storageValue(forKey: key)) == ([key: .string("narrow")], .string("wide")))
    }

    /// `UserDefaults.standard`'s domain is the main bundle's identifier's, or the process's name without one (the
    /// test runner has none on Linux); a value registered there is not listed as stored either.
    @Test func standardDefaultsHoldTheAppsDomain() {
        let storage = UserDefaultsPrefsStorage()
        let registered = "registered-\(UUID().uuidString)"
        UserDefaults.standard.register(defaults: [registered: true])
        #expect(
            (
                storage.domainName, UserDefaultsPrefsStorage(.standard).domainName,
                storage.storageValue(forKey: registered), storage.storageValues()[registered]
            ) == (
                Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName, storage.domainName, .bool(true),
                nil
            ))
    }

    /// A storage made from a `UserDefaults` object without its name holds the suite's own keys, not its launch
    /// arguments or registered defaults. Its `domainName` is the suite's where Foundation tells it (Linux), `nil`
    /// where it does not (Apple platforms).
    @Test func aSuiteObjectHoldsItsOwnKeys() throws {
        let defaults = try #require(UserDefaults(suiteName: suite))
        let key = "argument-\(UUID().uuidString)"
        let restore = Self.launchArgument(key, "wide", in: defaults)
        defer { restore() }
        let registered = "registered-\(UUID().uuidString)"
        defaults.register(defaults: [registered: 1])
        defaults.set(1, forKey: "own")
        let storage = UserDefaultsPrefsStorage(defaults)
        #expect(storage.domainName == nil || storage.domainName == suite)
        #expect(
            (storage.storageValues(), storage.storageValue(forKey: key), storage.storageValue(forKey: registered)) == (
                ["own": .int(1)], .string("wide"), .int(1)
            ))
    }

    /// Keys other code wrote into the suite after the storage was made are part of what a reinitialising import
    /// replaces, and no part of what an updating import reports.
    @Test func importsSeeKeysWrittenByOtherCode() throws {
        let defaults = try #require(UserDefaults(suiteName: suite))
        let storage = UserDefaultsPrefsStorage(defaults)
        defaults.set(3.14, forKey: "ext")
        #expect(try storage.load(from: ["a": 1], by: .updating) == ["a"])
        #expect(defaults.double(forKey: "ext") == 3.14)

        defaults.set(2.71, forKey: "other")
        #expect(try storage.load(from: ["a": 2], by: .reinitializing) == ["a", "ext", "other"])
        #expect(
            (
                defaults.dictionaryRepresentation().keys.filter { ["a", "ext", "other"].contains($0) },
                storage.storageValues()
            )
                == (["a"], ["a": .int(2)]))
    }
}

/// One preference whose key no other test uses: `register(defaults:)` lasts for the whole test process.
@PrefsSchema final class RegisteredDefaultsPrefs {
    static let widthKey = "userDefaultsStorageTests.registeredWidth"

    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = .storageOnly
    }

    @Pref(key: "userDefaultsStorageTests.registeredWidth") var width: Int = 0
}
