import Dispatch
import Foundation
import Prefs
import Testing

/// Many threads at once never lose a key, an update, or crash.
@Suite struct ConcurrencyTests {
    @Test func eightThreadsWritingDistinctKeysKeepEveryKey() {
        let storage = DictionaryPrefsStorage()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<10_000 {
                storage.setValue(forKey: "t\(thread)-\(index)", to: index)
            }
        }
        let values = storage.storageValues()
        #expect((values.count, values["t7-9999"]) == (80_000, .int(9999)))
    }

    @Test(arguments: bothModes)
    func concurrentUpdatesThroughTheSchemaLoseNothing(mode: PrefsStorageMode) throws {
        let prefs = TestPrefs(mode: mode)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 {
                try? prefs.$launches.update { $0 += 1 }
            }
        }
        #expect(prefs.launches == 8_000)
    }

    @Test(arguments: bothModes)
    func readersAndWritersOnOneSchemaAgree(mode: PrefsStorageMode) {
        let prefs = TestPrefs(mode: mode)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<2_000 {
                if thread.isMultiple(of: 2) {
                    prefs.tags = ["\(thread)", "\(index)"]
                } else {
                    #expect(prefs.tags.count != 1)
                }
            }
        }
        #expect(prefs.tags.count == 2)
    }

    @Test func theSchemaCanBeSharedAcrossTasks() async {
        let prefs = TestPrefs(mode: .cachedReadStorageWrite)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<500 {
                        prefs.storage.setValue(forKey: "task\(task)-\(index)", to: true)
                        try? prefs.$launches.update { $0 += 1 }
                    }
                }
            }
        }
        #expect((prefs.launches, prefs.storage.storageValues().count) == (4_000, 4_001))
    }
}
