import Foundation
import PrefsKitCompatibility
import Testing

// PrefsKit spells storages in these positions; each must compile with `import Prefs` alone.

private func takesAny(_ storage: any PrefsStorage) -> any PrefsStorage { storage }
private func takesSome(_ storage: some PrefsStorage) -> any PrefsStorage { storage }
private func takesBare(_ storage: PrefsStorage) -> PrefsStorage { storage }

@Suite struct PrefsStorageSugarTests {
    @Test func everySpellingCompiles() {
        let storages: [PrefsStorage] = [
            .dictionary as DictionaryPrefsStorage,
            DictionaryPrefsStorage.dictionary(root: ["a": 1]),
            DictionaryPrefsStorage(),
            UserDefaultsPrefsStorage(),
            UserDefaultsPrefsStorage(suite: .standard),
            takesAny(.dictionary),
            takesSome(.userDefaults(suite: .standard)),
            takesSome(.userDefaults),
            takesBare(AnyPrefsStorage(.dictionary)),
            AnyPrefsStorage(.userDefaults(suite: UserDefaults.standard)),
        ]
        let _: PrefsStorage = .dictionary
        let _: any PrefsStorage = .userDefaults
        let exportable: [any PrefsStorage & PrefsStorageExportable] = [
            DictionaryPrefsStorage(), UserDefaultsPrefsStorage(), AnyPrefsStorage(.dictionary),
        ]
        let importable: [any PrefsStorage & PrefsStorageImportable] = [
            DictionaryPrefsStorage(), AnyPrefsStorage(.dictionary),
        ]
        #expect(storages.count == 10 && exportable.count == 3 && importable.count == 2)
    }

    /// `.userDefaults(suite:)` takes the `UserDefaults` object and writes into it.
    @Test func userDefaultsSuiteIsTheGivenObject() {
        let defaults = TestStorage.newSuite()
        let storage: UserDefaultsPrefsStorage = .userDefaults(suite: defaults)
        #expect(storage.suite === defaults)
        storage.setValue(forKey: "launches", to: 3)
        #expect(defaults.integer(forKey: "launches") == 3)
        #expect(UserDefaultsPrefsStorage(suite: defaults).suite === defaults)
    }

    @available(*, deprecated, message: "exercises PrefsKit's deprecated name")
    @Test func anyPrefsStorageWrapped() {
        let inner = DictionaryPrefsStorage()
        #expect(AnyPrefsStorage(inner).wrapped === inner)
    }
}
