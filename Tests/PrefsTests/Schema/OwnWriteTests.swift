import Foundation
import Prefs
import Synchronization
import Testing

/// Two properties that read one key, through a computed key (literal duplicates are refused at compile time).
@PrefsSchema final class SharedKeyPrefs {
    enum Keys { static let volume = "volume" }

    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode = PrefsStorageMode.cachedReadStorageWrite

    init(storage: any PrefsStorage) { self.storage = AnyPrefsStorage(storage) }

    @Pref(key: Keys.volume) var volume: Int = 5
    @Pref(key: Keys.volume) var loudness: Int = 5
}

/// A schema's own writes take a short path on in-memory storages (the setter notifies its own observers, the storage
/// tells everyone else); these tests check that everyone still hears of each change exactly once, on every kind of
/// storage.
@Suite struct OwnWriteTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    enum StorageKind: String, CaseIterable, CustomTestStringConvertible {
        case dictionary, erasedDictionary, jsonFile, layered

        func make(_ directory: TemporaryDirectory) -> any PrefsStorage {
            switch self {
            case .dictionary: DictionaryPrefsStorage()
            case .erasedDictionary: AnyPrefsStorage(DictionaryPrefsStorage())
            case .jsonFile: JSONFilePrefsStorage(file: directory.file("prefs.json"))
            case .layered: LayeredPrefsStorage(user: DictionaryPrefsStorage())
            }
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: StorageKind.allCases)
    func aWriteReachesTheWritersAndAnotherSchemasHooksOnce(kind: StorageKind) async throws {
        let storage = kind.make(directory)
        let writer = HookedPrefs(storage: storage)
        let other = HookedPrefs(storage: storage)
        _ = other.accent
        let otherObserved = track { _ = other.accent }
        var stream = writer.changes.makeAsyncIterator()

        writer.accent = "pink"
        #expect(
            (
                writer.accentChanges.withLock { $0 }, other.accentChanges.withLock { $0 }, otherObserved.value,
                other.accent
            ) == (1, 1, 1, "pink"))
        let change = await stream.next()
        #expect(change?.key == "ui.accent" && change?.newValue == .string("pink"))

        writer.accent = "pink"
        writer.accent = "blue"
        #expect(writer.accentChanges.withLock { $0 } == 2, "the same value again is no change")
        #expect(other.accentChanges.withLock { $0 } == 2)
        let next = await stream.next()
        #expect(next?.newValue == .string("blue"), "one stream element per change, none for the repeat")
    }

    @Test(arguments: StorageKind.allCases)
    func theWritersOwnObserversHearOfItsWrite(kind: StorageKind) {
        let prefs = HookedPrefs(storage: kind.make(directory))
        let observed = track { _ = prefs.theme }
        prefs.theme = "dark"
        #expect((observed.value, prefs.restyled.withLock { $0.map(\.newValue) }) == (1, [.string("dark")]))
    }

    @Test(arguments: StorageKind.allCases)
    func aRefusedWriteNotifiesNoOneAndIsReported(kind: StorageKind) {
        let log = IssueLog()
        let storage: any PrefsStorage =
            switch kind {
            case .dictionary: DictionaryPrefsStorage(issues: log.handler)
            case .erasedDictionary: AnyPrefsStorage(DictionaryPrefsStorage(issues: log.handler))
            case .jsonFile: JSONFilePrefsStorage(file: directory.file("prefs.json"), issues: log.handler)
            case .layered: LayeredPrefsStorage(user: DictionaryPrefsStorage(), issues: log.handler)
            }
        let writer = HookedPrefs(storage: storage)
        let other = HookedPrefs(storage: storage)
        let observed = track { _ = other.accent }
        writer.accent = "green"
        #expect((writer.accent, observed.value) == ("blue", 0))
        #expect(writer.accentChanges.withLock { $0 } == 0 && other.accentChanges.withLock { $0 } == 0)
        #expect(log.recorded.map(\.key) == ["ui.accent"])
    }

    @Test(arguments: StorageKind.allCases)
    func aWriteNotifiesEveryPropertyThatReadsTheKey(kind: StorageKind) {
        let prefs = SharedKeyPrefs(storage: kind.make(directory))
        let loudness = track { _ = prefs.loudness }
        let volume = track { _ = prefs.volume }
        prefs.volume = 9
        #expect((loudness.value, volume.value, prefs.loudness) == (1, 1, 9))
    }
}
