import Foundation
import Observation
import PrefsMigrations
import Synchronization
import Testing

/// `@Pref(legacyKeys:)` over every file storage: the old key is read while the new one is absent, and a write moves
/// the value in one batch.
@Suite struct LegacyKeyTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    static let cases: [(FileKind, PrefsStorageMode)] = FileKind.allCases.flatMap { kind in
        [PrefsStorageMode.storageOnly, .cachedReadStorageWrite].map { (kind, $0) }
    }

    @Test(arguments: cases)
    func theLegacyKeyIsReadWhileTheNewOneIsAbsent(kind: FileKind, mode: PrefsStorageMode) throws {
        let url = try directory.preferences(kind, ["fontSize": 16.0])
        let prefs = AppPrefsV2(kind.storage(url), mode: mode)
        #expect((prefs.fontSize, prefs.$fontSize.isDefault, prefs.$fontSize.hasStoredValue) == (16, false, true))
        #expect(try prefs.value(forKey: "ui.fontSize") == .double(16))
    }

    @Test(arguments: cases)
    func theNewKeyWinsOverTheLegacyOne(kind: FileKind, mode: PrefsStorageMode) throws {
        let url = try directory.preferences(kind, ["fontSize": 16.0, "ui.fontSize": 18.0])
        #expect(AppPrefsV2(kind.storage(url), mode: mode).fontSize == 18)
    }

    /// The first write sets the new key and removes the old one in the same batch, so the file never holds the value
    /// twice, nor neither.
    @Test(arguments: cases)
    func aWriteMovesTheValueInOneBatch(kind: FileKind, mode: PrefsStorageMode) throws {
        let url = try directory.preferences(kind, ["fontSize": 16.0, "plugin.colour": "red"])
        let storage = kind.storage(url)
        let batches = BatchLog(storage)
        let prefs = AppPrefsV2(storage, mode: mode)
        prefs.fontSize = 20
        #expect(batches.keys == [["fontSize", "ui.fontSize"]])
        let reopened = kind.storage(url)
        #expect(reopened.storageValue(forKey: "ui.fontSize") == .double(20))
        #expect(reopened.storageValue(forKey: "fontSize") == nil)
        #expect(reopened.storageValue(forKey: "plugin.colour") == .string("red"))
    }

    @Test(arguments: cases)
    func resettingRemovesTheLegacyKeyToo(kind: FileKind, mode: PrefsStorageMode) throws {
        let url = try directory.preferences(kind, ["fontSize": 16.0])
        let prefs = AppPrefsV2(kind.storage(url), mode: mode)
        prefs.$fontSize.reset()
        #expect((prefs.fontSize, kind.storage(url).storageValues().isEmpty) == (14, true))
    }

    /// Dynamic writes, reviews and resets move the value as the property does.
    @Test func everyWritePathMovesTheValue() throws {
        let storage = DictionaryPrefsStorage(root: ["fontSize": 16.0])
        let prefs = AppPrefsV2(storage)
        try prefs.setValue(.double(17), forKey: "ui.fontSize")
        #expect(storage.storageValues() == ["ui.fontSize": .double(17)])

        try storage.load(from: ["fontSize": 16.0], by: .reinitializing)
        var review = prefs.review()
        try review.stage("ui.fontSize", .double(19))
        #expect(review.changes.map(\.oldValue) == [.double(16)])
        try review.apply()
        #expect(storage.storageValues() == ["ui.fontSize": .double(19)])

        try storage.load(from: ["fontSize": 16.0], by: .reinitializing)
        try prefs.reset(keys: ["ui.fontSize"])
        #expect(storage.storageValues().isEmpty)
    }

    /// A change to the legacy key made elsewhere (an older version of the app) is a change of the preference.
    @Test func observersHearOfChangesToTheLegacyKey() throws {
        let storage = DictionaryPrefsStorage()
        let prefs = AppPrefsV2(storage, mode: .cachedReadStorageWrite)
        let notified = Mutex(false)
        withObservationTracking {
            _ = prefs.fontSize
        } onChange: {
            notified.withLock { $0 = true }
        }
        storage.setValue(forKey: "fontSize", to: 22.0)
        #expect(notified.withLock { $0 })
        #expect(prefs.fontSize == 22)
    }

    /// The same when the schema itself writes the legacy key through another preference: its own write must not
    /// skip the preference that reads that key.
    @Test(arguments: bothModes)
    func aPropertyWritingAnotherOnesLegacyKeyNotifiesIt(mode: PrefsStorageMode) {
        let prefs = SharedLegacyKeyPrefs(DictionaryPrefsStorage(), mode: mode)
        let notified = Mutex(0)
        withObservationTracking {
            _ = prefs.fontSize
        } onChange: {
            notified.withLock { $0 += 1 }
        }
        prefs.oldFontSize = 18
        #expect((notified.withLock { $0 }, prefs.fontSize) == (1, 18))
    }
}

/// A renamed preference beside one that still reads its old key (a view of the old value for an older component).
@PrefsSchema final class SharedLegacyKeyPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(_ storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"]) var fontSize: Double = 14
    @Pref(key: "fontSize") var oldFontSize: Double = 14
}
