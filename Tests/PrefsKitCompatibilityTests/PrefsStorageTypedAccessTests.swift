// Written the way PrefsKit's documentation and tests write storage access: `import PrefsKitCompatibility` is the only
// change.
// These names are deprecated renames in Prefs (the fix-it offers `value(forKey:)` / `setValue(forKey:to:)`), so each
// test is marked deprecated to keep the build free of warnings.

import Foundation
import PrefsKitCompatibility
import Synchronization
import Testing

@Suite struct PrefsStorageTypedAccessTests {
    @available(*, deprecated, message: "exercises PrefsKit's deprecated names")
    @Test(arguments: TestStorage.allCases)
    func atomicValuesRoundTrip(kind: TestStorage) {
        let storage = kind.make()
        storage.setStorageValue(forKey: "int", to: 42)
        storage.setStorageValue(forKey: "string", to: "new string")
        storage.setStorageValue(forKey: "bool", to: true)
        storage.setStorageValue(forKey: "double", to: 3.14)
        storage.setStorageValue(forKey: "float", to: Float(1.5))
        storage.setStorageValue(forKey: "data", to: Data([0x01, 0x02]))
        storage.setStorageValue(forKey: "date", to: Date(timeIntervalSinceReferenceDate: 1000))

        let int: Int? = storage.storageValue(forKey: "int")
        #expect(
            (
                int, storage.storageValue(forKey: "string"), storage.storageValue(forKey: "bool"),
                storage.storageValue(forKey: "double")
            ) == (42, "new string", true, 3.14 as Double))
        #expect(storage.storageValue(forKey: "float") as Float? == 1.5)
        #expect(
            (
                storage.storageValue(forKey: "data"), storage.storageValue(forKey: "date"),
                storage.storageValue(forKey: "missing")
            ) == (Data([0x01, 0x02]), Date(timeIntervalSinceReferenceDate: 1000), Double?.none))
    }

    @available(*, deprecated, message: "exercises PrefsKit's deprecated names")
    @Test(arguments: TestStorage.allCases)
    func readingAsAnotherTypeGivesNil(kind: TestStorage) {
        let storage = kind.make()
        storage.setStorageValue(forKey: "foo", to: "text")
        #expect(storage.storageValue(forKey: "foo") as Int? == nil)
        #expect(storage.storageValue(forKey: "foo") as Bool? == nil)
    }

    @available(*, deprecated, message: "exercises PrefsKit's deprecated names")
    @Test(arguments: TestStorage.allCases)
    func settingNilRemovesTheKey(kind: TestStorage) {
        let storage = kind.make()
        storage.setStorageValue(forKey: "foo", to: 1)
        storage.setStorageValue(forKey: "foo", to: Int?.none)
        #expect(storage.storageValue(forKey: "foo") as Int? == nil)
        #expect(storage.unsafeStorageValue(forKey: "foo") == nil)
    }

    @available(*, deprecated, message: "exercises PrefsKit's deprecated names")
    @Test(arguments: TestStorage.allCases)
    func arraysAndDictionariesNest(kind: TestStorage) throws {
        let storage = kind.make()
        storage.setStorageValue(forKey: "ints", to: [1, 2, 3])
        storage.setStorageValue(forKey: "nested", to: [["a", "b"], ["c"]])
        storage.setStorageValue(forKey: "dict", to: ["bar": [1.5, 2.5] as [Double]])

        let ints: [Int] = try #require(storage.storageValue(forKey: "ints"))
        #expect((ints, storage.storageValue(forKey: "nested")) == ([1, 2, 3], [["a", "b"], ["c"]]))
        let dict: [String: [Double]] = try #require(storage.storageValue(forKey: "dict"))
        #expect(dict == ["bar": [1.5, 2.5]])
    }

    /// PrefsKit's typed read of a key written untyped: the same value.
    @available(*, deprecated, message: "exercises PrefsKit's deprecated names")
    @Test(arguments: TestStorage.allCases)
    func untypedWritesReadTyped(kind: TestStorage) throws {
        let storage = kind.make()
        storage.setUnsafeStorageValue(forKey: "foo", to: ["a", "b"] as [Any])
        let strings: [String] = try #require(storage.storageValue(forKey: "foo"))
        #expect(strings == ["a", "b"])
    }
}

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

/// The suites ``TestStorage/newSuite()`` made.
private let madeSuites = Mutex<[String]>([])

/// Removes every suite the tests made when the process exits (installed once, at the first suite).
private let removeSuitesAtExit: Void = {
    atexit {
        for name in madeSuites.withLock({ $0 }) {
            UserDefaults(suiteName: name)?.removePersistentDomain(forName: name)
        }
    }
}()
