import Foundation
import Prefs
import Synchronization
import Testing

/// A value store's two locks: a reader never waits while a batch is being persisted, and sees the old values until
/// the batch is committed; writers still run one at a time.
@Suite struct ValueStoreLockTests {
    /// A value shared between threads.
    private final class Shared<Value: Sendable>: Sendable {
        let value: Mutex<Value>
        init(_ value: Value) { self.value = Mutex(value) }
        func set(_ newValue: Value) { value.withLock { $0 = newValue } }
        var get: Value { value.withLock { $0 } }
    }

    /// Runs `read` on another thread and says whether it finished within five seconds.
    private static func readsWithoutWaiting(_ read: @escaping @Sendable () -> Void) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        Thread {
            read()
            finished.signal()
        }.start()
        return finished.wait(timeout: .now() + .seconds(5)) == .success
    }

    @Test func aReaderDoesNotWaitForPersistAndSeesTheOldValueUntilTheCommit() throws {
        let store = PrefsValueStore(values: ["launches": .int(1), "theme": .string("dark")])
        let seen = Shared<[PrefsValue?]>([])
        var answered = false
        let persist: PrefsValueStore.Persist = { values, changes in
            #expect((changes.map(\.key), values["launches"]) == (["launches"], .int(2)))
            // The batch is being persisted (a file storage writes and fsyncs here): another thread reads.
            answered = Self.readsWithoutWaiting {
                seen.set([store.value(forKey: "launches"), store.value(forKey: "theme")])
            }
            return nil
        }
        try store.modify(persist: persist) { transaction in
            transaction["launches"] = .int(2)
        }
        #expect(answered, "a reader waited for the batch's persist")
        #expect((seen.get, store.value(forKey: "launches")) == ([.int(1), .string("dark")], .int(2)))
    }

    @Test func aReaderDoesNotWaitForAnExchangeBody() throws {
        let store = PrefsValueStore(values: ["launches": .int(1)])
        let seen = Shared<PrefsValue?>(nil)
        var answered = false
        try store.exchangeValues { current in
            answered = Self.readsWithoutWaiting { seen.set(store.value(forKey: "launches")) }
            var values = current
            values["launches"] = .int(5)
            return values
        }
        #expect(answered, "a reader waited for a reload's body")
        #expect((seen.get, store.value(forKey: "launches")) == (.int(1), .int(5)))
    }

    @Test func aRefusedBatchChangesNothingAndNotifiesNobody() {
        struct Refused: Error {}
        let store = PrefsValueStore(values: ["launches": .int(1)])
        let heard = Shared(0)
        let observation = store.observe { _ in heard.value.withLock { $0 += 1 } }
        let generation = store.generation
        #expect(throws: Refused.self) {
            let refuse: PrefsValueStore.Persist = { _, _ in throw Refused() }
            try store.modify(persist: refuse) { $0["launches"] = .int(2) }
        }
        #expect((store.value(forKey: "launches"), store.generation, heard.get) == (.int(1), generation, 0))
        observation.cancel()
    }

    @Test func concurrentPersistingWritersKeepEveryKey() async throws {
        let store = PrefsValueStore()
        let persisted = Shared<[String: PrefsValue]>([:])
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                group.addTask {
                    // What a file storage would write: the whole new state, which must include every earlier
                    // writer's key.
                    let persist: PrefsValueStore.Persist = { values, _ in
                        persisted.set(values)
                        return nil
                    }
                    try? store.modify(persist: persist) { $0["key\(index)"] = .int(index) }
                }
            }
        }
        #expect((store.values.count, persisted.get.count) == (40, 40))
    }
}
