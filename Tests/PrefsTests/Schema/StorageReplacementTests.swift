import Foundation
import Prefs
import Synchronization
import Testing

/// A schema's storage and mode may be replaced after `init`: safely from any thread, with caches and observers
/// following the new storage.
@Suite struct StorageReplacementTests {
    @Test(arguments: bothModes)
    func readsFollowTheNewStorageAndObserversHearOfTheDifference(mode: PrefsStorageMode) async throws {
        let prefs = TestPrefs(storage: DictionaryPrefsStorage(root: ["launches": 1]), mode: mode)
        #expect(prefs.launches == 1)
        let changes = prefs.changes
        prefs.storage = AnyPrefsStorage(DictionaryPrefsStorage(root: ["launches": 7, "name": "Ada"]))
        #expect((prefs.launches, prefs.name) == (7, "Ada"))
        var received: [String] = []
        for await change in changes {
            received.append(change.key)
            if received.count == 2 { break }
        }
        #expect(Set(received) == ["launches", "name"])
        // Writes go to the new storage, and the schema hears of changes made to it directly.
        prefs.launches = 8
        #expect(prefs.storage.storageValue(forKey: "launches") == .int(8))
        prefs.storage.setValue(forKey: "launches", to: 9)
        #expect(prefs.launches == 9)
    }

    /// A cached value is kept with its storage's address and generation. A storage made after another was freed may
    /// get its address, so it must not start at a generation the other one had: then the cache could take the new
    /// storage for the old and return the old value. Every storage's generations are its own.
    @Test func noTwoStoragesShareAGeneration() {
        let first = DictionaryPrefsStorage(root: ["launches": 1])
        let second = DictionaryPrefsStorage(root: ["launches": 2])
        #expect(first.generation != second.generation)
        let file = JSONFilePrefsStorage(
            file: FileManager.default.temporaryDirectory
                .appending(path: "prefs-generation-\(UUID().uuidString).json"), watching: .off)
        #expect(Set([first.generation, second.generation, file.generation]).count == 3)
        first.setValue(forKey: "launches", to: 3)
        #expect(first.generation != second.generation)
    }

    @Test func replacingTheStorageWhileOtherThreadsReadAndWriteIsSafe() async {
        let prefs = TestPrefs(storage: DictionaryPrefsStorage(), mode: .cachedReadStorageWrite)
        let storages = (0..<20).map { DictionaryPrefsStorage(root: ["launches": $0]) }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<2_000 {
                        _ = prefs.launches
                        prefs.name = "x"
                    }
                }
            }
            group.addTask {
                for storage in storages { prefs.storage = AnyPrefsStorage(storage) }
            }
        }
        #expect((prefs.storage.storageValue(forKey: "launches"), prefs.launches) == (.int(19), 19))
    }

    @Test func theModeCanBeChangedToo() {
        let storage = DictionaryPrefsStorage()
        let prefs = TestPrefs(storage: storage, mode: .storageOnly)
        prefs.storageMode = .cachedReadStorageWrite
        #expect(prefs.storageMode == .cachedReadStorageWrite)
        storage.setValue(forKey: "launches", to: 4)
        #expect(prefs.launches == 4)
    }
}
