import Dispatch
import Foundation
import Prefs
import Synchronization
import Testing

/// An in-memory batch records what its body assigns and applies it when it commits, each key written once. It must
/// read, list and report exactly what a batch over a copy of the values (the path a persisting storage takes) does,
/// and a plain write from another thread meanwhile must wait for it, not be lost under it.
@Suite struct InMemoryBatchTests {
    /// One step of a batch's body.
    enum Step {
        case set(String, PrefsValue)
        case remove(String)
        case read(String)
        case readValues
        case readChanges
        case removeAll
    }

    /// What a batch saw inside its body, the values it left, and what observers heard.
    struct Outcome: Equatable {
        var seen: [String] = []
        var values: [String: PrefsValue] = [:]
        var heard: [[PrefsValueChange]] = []
    }

    /// A random batch over a few keys and few values, so that keys are assigned twice, removed and set back.
    static func randomBatch(_ generator: inout SeededGenerator) -> (start: [String: PrefsValue], steps: [Step]) {
        let keys = ["a", "b", "c", "d"]
        var start: [String: PrefsValue] = [:]
        for key in keys where Bool.random(using: &generator) {
            start[key] = .int(Int.random(in: 0...2, using: &generator))
        }
        let steps = (0..<Int.random(in: 0...10, using: &generator)).map { _ -> Step in
            let key = keys.randomElement(using: &generator)!
            switch Int.random(in: 0..<12, using: &generator) {
            case 0..<5: return .set(key, .int(Int.random(in: 0...2, using: &generator)))
            case 5..<7: return .remove(key)
            case 7..<10: return .read(key)
            case 10: return Bool.random(using: &generator) ? .readValues : .readChanges
            default: return .removeAll
            }
        }
        return (start, steps)
    }

    /// Runs `steps` as one batch of a store holding `start`; `persisting` takes the path of a storage that persists.
    static func run(_ steps: [Step], from start: [String: PrefsValue], persisting: Bool) throws -> Outcome {
        let store = PrefsValueStore(values: start)
        let heard = Mutex<[[PrefsValueChange]]>([])
        let observation = store.observe { changes in heard.withLock { $0.append(changes) } }
        defer { observation.cancel() }
        var outcome = Outcome()
        let persist: PrefsValueStore.Persist? = persisting ? { _, _ in nil } : nil
        try store.modify(persist: persist) { transaction in
            for step in steps {
                switch step {
                case .set(let key, let value): transaction[key] = value
                case .remove(let key): transaction[key] = nil
                case .read(let key): outcome.seen.append("\(key): \(String(describing: transaction[key]))")
                case .readValues: outcome.seen.append("values: \(transaction.values.sorted { $0.key < $1.key })")
                case .readChanges: outcome.seen.append("changes: \(transaction.changes)")
                case .removeAll: transaction.removeAll()
                }
            }
        }
        outcome.values = store.values
        outcome.heard = heard.withLock { $0 }
        return outcome
    }

    @Test func aBatchInMemoryReadsAndReportsWhatABatchOverACopyDoes() throws {
        var generator = SeededGenerator(seed: 35)
        for index in 0..<500 {
            let (start, steps) = Self.randomBatch(&generator)
            let inMemory = try Self.run(steps, from: start, persisting: false)
            let overACopy = try Self.run(steps, from: start, persisting: true)
            #expect(inMemory == overACopy, "batch \(index): \(steps) from \(start)")
        }
    }

    /// `update` reads a key and writes it back; a plain write to that key from another thread while the update's
    /// closure runs must land after the update (the write waits for it), not be overwritten by it.
    @Test(arguments: bothModes)
    func aWriteFromAnotherThreadDuringAnUpdateIsNotLost(mode: PrefsStorageMode) throws {
        let prefs = TestPrefs(mode: mode)
        let written = DispatchSemaphore(value: 0)
        var waited = DispatchTimeoutResult.success
        try prefs.$launches.update { launches in
            launches += 1
            Thread {
                prefs.launches = 100
                written.signal()
            }.start()
            // The write cannot finish while this batch runs: give it the time it would need if it could.
            waited = written.wait(timeout: .now() + .milliseconds(200))
        }
        #expect(waited == .timedOut, "the write did not wait for the update")
        if waited == .timedOut { written.wait() }
        #expect(prefs.launches == 100)
        #expect(prefs.storage.storageValue(forKey: "launches") == .int(100))
    }

    @Test func readersOnOtherThreadsNeverSeeHalfABatch() {
        let storage = DictionaryPrefsStorage(values: ["a": .int(0), "b": .int(0)])
        let torn = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 1...20_000 {
                if thread == 0 {
                    try? storage.modify {
                        $0["a"] = .int(index)
                        $0["b"] = .int(index)
                    }
                } else {
                    let values = storage.storageValues()
                    if values["a"] != values["b"] { torn.add(1, ordering: .relaxed) }
                }
            }
        }
        #expect(torn.load(ordering: .relaxed) == 0)
        #expect(storage.storageValues() == ["a": .int(20_000), "b": .int(20_000)])
    }

    @Test func aReaderOnAnotherThreadDoesNotWaitForTheBodyAndSeesTheValuesBeforeIt() throws {
        let storage = DictionaryPrefsStorage(values: ["a": .int(1)])
        let seen = Mutex<PrefsValue?>(nil)
        let read = DispatchSemaphore(value: 0)
        var waited = DispatchTimeoutResult.timedOut
        try storage.modify { transaction in
            transaction["a"] = .int(2)
            Thread {
                seen.withLock { $0 = storage.storageValue(forKey: "a") }
                read.signal()
            }.start()
            waited = read.wait(timeout: .now() + .seconds(5))
        }
        #expect(waited == .success, "a reader waited for the batch's body")
        #expect(seen.withLock { $0 } == .int(1))
        #expect(storage.storageValue(forKey: "a") == .int(2))
    }
}
