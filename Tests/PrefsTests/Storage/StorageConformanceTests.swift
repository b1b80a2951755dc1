import Foundation
import Prefs
import Testing

/// The conformance suite in this process, over the in-memory storage and over a decorator written as an app would
/// write one (the child-process runs over every storage are in PrefsDemoTests).
@Suite struct StorageConformanceTests {
    @Test(arguments: PrefsStorageConformance.cases)
    func inMemoryStorageConforms(_ check: PrefsStorageConformance.Case) async throws {
        try await check.run(on: { DictionaryPrefsStorage() })
    }

    @Test func theTableHasThirtyReentrancyCases() {
        let names = PrefsStorageConformance.cases.filter(\.isReentrant).map(\.name)
        #expect(
            (
                names.count, names.contains("update/write-other"), names.contains("stream/batch-same"),
                PrefsStorageConformance.named("hook/read-same")?.isReentrant
            ) == (30, true, true, true))
    }

    /// A broken storage fails the suite with a message naming the case, the mode and what differed.
    @Test func aStorageThatDropsWritesFails() async throws {
        let check = try #require(PrefsStorageConformance.named("contract/read-after-write"))
        await #expect {
            try await check.run(on: DroppingStorage(), mode: .storageOnly)
        } throws: { error in
            "\(error)".hasPrefix("contract/read-after-write (storageOnly) over DroppingStorage: after prefs.a = 5,")
        }
    }
}

/// A storage that accepts every batch and keeps nothing.
final class DroppingStorage: PrefsStorage {
    func storageValue(forKey key: String) -> PrefsValue? { nil }
    func storageValues() -> [String: PrefsValue] { [:] }
    func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try DictionaryPrefsStorage().modify(body)
    }
    var generation: UInt64 { 0 }
    func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        DictionaryPrefsStorage().observe(observer)
    }
}
