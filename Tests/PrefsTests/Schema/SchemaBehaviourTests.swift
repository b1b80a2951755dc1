import Foundation
import Prefs
import Testing

/// What a developer sees when reading and writing `@Pref` properties, in both storage modes.
@Suite struct SchemaBehaviourTests {
    @Test(arguments: bothModes)
    func defaultsAreReadButNeverWritten(mode: PrefsStorageMode) {
        let prefs = TestPrefs(mode: mode)
        #expect((prefs.launches, prefs.fontSize) == (0, 14))
        #expect(prefs.name == nil)
        #expect((prefs.tags, prefs.storage.storageValues().isEmpty) == ([], true))
    }

    @Test(arguments: bothModes)
    func valuesOfEveryTypeRoundTrip(mode: PrefsStorageMode) {
        let prefs = TestPrefs(mode: mode)
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        prefs.name = "Ada"
        prefs.launches = 42
        prefs.fontSize = 0.1 + 0.2
        prefs.enabled = true
        prefs.ratio = 0.3
        prefs.tags = ["a", "b"]
        prefs.limits = ["x": 1]
        prefs.blob = Data([1, 2, 3])
        prefs.since = date
        let reread = TestPrefs(storage: prefs.storage, mode: mode)
        #expect(
            (reread.name, reread.launches, reread.fontSize, reread.enabled, reread.ratio, reread.tags) == (
                "Ada", 42, 0.1 + 0.2, true, 0.3, ["a", "b"]
            ))
        #expect(
            (
                reread.limits, reread.blob, reread.since, prefs.storage.storageValue(forKey: "ui.fontSize"),
                prefs.storage.storageValue(forKey: "launches")
            ) == (["x": 1], Data([1, 2, 3]), date, .double(0.1 + 0.2), .int(42)))
    }

    @Test(arguments: bothModes)
    func assigningNilRemovesTheKey(mode: PrefsStorageMode) {
        let prefs = TestPrefs(mode: mode)
        prefs.name = "Ada"
        #expect(prefs.storage.storageValue(forKey: "name") == .string("Ada"))
        prefs.name = nil
        #expect(prefs.storage.storageValue(forKey: "name") == nil)
        #expect(prefs.name == nil)
    }

    @Test(arguments: bothModes)
    func inPlaceMutationPersists(mode: PrefsStorageMode) {
        let prefs = TestPrefs(mode: mode)
        prefs.launches += 2
        prefs.enabled.toggle()
        prefs.tags.append("x")
        prefs.limits = [:]
        prefs.limits?["max"] = 9
        let reread = TestPrefs(storage: prefs.storage, mode: mode)
        #expect((reread.launches, reread.enabled, reread.tags, reread.limits) == (2, true, ["x"], ["max": 9]))
    }

    @Test(arguments: bothModes)
    func changesMadeUnderneathAreSeen(mode: PrefsStorageMode) {
        let storage = DictionaryPrefsStorage()
        let prefs = TestPrefs(storage: storage, mode: mode)
        let other = TestPrefs(storage: storage, mode: mode)
        #expect(prefs.launches == 0)
        storage.setValue(forKey: "launches", to: 7)
        #expect(prefs.launches == 7)
        other.launches = 8
        #expect(prefs.launches == 8)
        try? storage.modify { $0.removeAll() }
        #expect(prefs.launches == 0)
    }

    @Test(arguments: bothModes)
    func aValueTheCodingCannotStoreKeepsTheStoredValue(mode: PrefsStorageMode) {
        let log = IssueLog()
        let prefs = TestPrefs(storage: DictionaryPrefsStorage(issues: log.handler), mode: mode)
        prefs.even = 4
        prefs.even = 5
        #expect(
            (prefs.even, prefs.storage.storageValue(forKey: "even"), log.recorded) == (
                4, .int(4), [PrefsIssue(.encodingFailed(key: "even", value: "5"), outcome: .keptStoredValue)]
            ))
    }

    @Test(arguments: bothModes)
    func aStoredValueOfAnotherTypeReadsAsTheDefaultAndIsReported(mode: PrefsStorageMode) {
        let log = IssueLog()
        let storage = DictionaryPrefsStorage(values: ["ui.fontSize": .string("abc")], issues: log.handler)
        let prefs = TestPrefs(storage: storage, mode: mode)
        #expect((prefs.fontSize, storage.storageValue(forKey: "ui.fontSize")) == (14, .string("abc")))
        #expect(
            log.recorded.first
                == PrefsIssue(
                    .typeMismatch(key: "ui.fontSize", expected: .double, typeName: "Double", found: .string("abc")),
                    outcome: .readDefault))
    }

    @Test func integralDoublesReadAsIntButFractionsDoNot() {
        let storage = DictionaryPrefsStorage(values: ["launches": .double(3)])
        let prefs = TestPrefs(storage: storage, mode: .storageOnly)
        #expect(prefs.launches == 3)
        storage.setValue(forKey: "launches", to: 3.5)
        #expect(prefs.launches == 0)
    }

    @Test(arguments: bothModes)
    func handlesResetAndReportDefaults(mode: PrefsStorageMode) {
        let prefs = TestPrefs(mode: mode)
        #expect(
            (prefs.$launches.key, prefs.$fontSize.key, prefs.$launches.default, prefs.$launches.isDefault) == (
                "launches", "ui.fontSize", 0, true
            ))
        prefs.launches = 3
        #expect(!prefs.$launches.isDefault)
        prefs.launches = 0
        #expect((prefs.$launches.isDefault, prefs.$launches.hasStoredValue) == (true, true))
        prefs.$launches.reset()
        #expect(!prefs.$launches.hasStoredValue)
        prefs.name = "x"
        #expect(!prefs.$name.isDefault)
        prefs.$name.reset()
        #expect(prefs.name == nil)
    }

    @Test(arguments: bothModes)
    func updateIsAtomicAndRefusesWhatCannotBeStored(mode: PrefsStorageMode) throws {
        let prefs = TestPrefs(mode: mode)
        try prefs.$launches.update { $0 += 5 }
        #expect(prefs.launches == 5)
        try prefs.$name.update { $0 = ($0 ?? "") + "a" }
        #expect(prefs.name == "a")
        #expect(throws: PrefsError.encodingFailed(key: "even", value: "3")) {
            try prefs.$even.update { $0 += 3 }
        }
        #expect(prefs.storage.storageValue(forKey: "even") == nil)
    }

    @Test func genericStorageGivesTheConcreteType() {
        let prefs = ConcreteStoragePrefs(storage: .dictionary(root: ["count": 5]), mode: .cachedReadStorageWrite)
        let storage: DictionaryPrefsStorage = prefs.storage
        #expect((prefs.count, storage.storageValue(forKey: "count")) == (5, .int(5)))
    }
}

@PrefsSchema final class ConcreteStoragePrefs {
    @Storage var storage: DictionaryPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode
    init(storage: DictionaryPrefsStorage, mode: PrefsStorageMode) {
        self.storage = storage
        storageMode = mode
    }
    @Pref var count: Int = 1
}
