import Foundation
import Prefs
import Synchronization
import Testing

/// A storage an app writes around another, as an app would: it counts the batches and forwards everything else,
/// capabilities included. The library asks the storage, never casts it, so nothing is lost through it.
final class CountingStorage: PrefsStorage {
    let wrapped: any PrefsStorage
    let batches = Atomic<Int>(0)
    init(_ wrapped: any PrefsStorage) { self.wrapped = wrapped }

    func storageValue(forKey key: String) -> PrefsValue? { wrapped.storageValue(forKey: key) }
    func storageValues() -> [String: PrefsValue] { wrapped.storageValues() }
    func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        batches.add(1, ordering: .relaxed)
        return try wrapped.modify(body)
    }
    func modifyExclusively<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        batches.add(1, ordering: .relaxed)
        return try wrapped.modifyExclusively(body)
    }
    var generation: UInt64 { wrapped.generation }
    func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        wrapped.observe(observer)
    }
    var issues: PrefsIssueHandler { wrapped.issues }

    func source(forKey key: String) -> PrefsValueSource { wrapped.source(forKey: key) }
    func defaultsLayerValue(forKey key: String) -> PrefsValue? { wrapped.defaultsLayerValue(forKey: key) }
    var writtenStorage: any PrefsStorage { wrapped.writtenStorage }
    var wantsKeyRules: Bool { wrapped.wantsKeyRules }
    func adoptKeyRules(_ rules: [String: PrefsKeyRule]) { wrapped.adoptKeyRules(rules) }
    var inMemoryStore: PrefsValueStore? { wrapped.inMemoryStore }
    func reload() throws { try wrapped.reload() }
}

@PrefsSchema final class DecoratedPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode
    @Pref var count: Int = 0
    @Pref var theme: String = "system"

    init(_ storage: any PrefsStorage, mode: PrefsStorageMode = .cachedReadStorageWrite) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }
}

@Suite struct DecoratorStorageTests {
    @Test func aDecoratedFileKeepsProvenanceAndReload() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("prefs.json")
        let decorated = CountingStorage(JSONFilePrefsStorage(file: url, watching: .off))
        let prefs = DecoratedPrefs(decorated)
        prefs.count = 3
        #expect(
            (
                prefs.storage.source(forKey: "count"), prefs.storage.source(forKey: "theme"),
                decorated.batches.load(ordering: .relaxed)
            ) == (.file(url), .declaredDefault, 1))
        // Another process writes the file; a reload through the decorator brings it in.
        try JSONFilePrefsStorage(file: url, watching: .off).modify { $0["count"] = .int(9) }
        #expect(prefs.count == 3)
        try prefs.storage.reload()
        #expect(prefs.count == 9)
    }

    @Test func aDecoratedLayeredStorageKeepsOverridesAndTheDefaultsLayer() throws {
        let layered = LayeredPrefsStorage(
            user: DictionaryPrefsStorage(), defaults: DictionaryPrefsStorage(root: ["theme": "dark"]),
            environment: .prefix("APP_", variables: ["APP_COUNT": "7"]))
        let prefs = DecoratedPrefs(CountingStorage(layered))
        #expect(prefs.count == 7)  // parsed by the preference's rule, which reached the layers through the decorator
        #expect(
            (prefs.storage.source(forKey: "count"), prefs.theme, prefs.storage.defaultsLayerValue(forKey: "theme")) == (
                .environment("APP_COUNT"), "dark", .string("dark")
            ))
        prefs.theme = "light"
        #expect(prefs.storage.writtenStorage.storageValue(forKey: "theme") == .string("light"))
    }

    @Test func aDecoratedStorageDeliversLiveChanges() throws {
        let memory = DictionaryPrefsStorage()
        let prefs = DecoratedPrefs(CountingStorage(memory))
        let heard = Mutex<[String]>([])
        let observation = prefs.storage.observe { changes in heard.withLock { $0 += changes.map(\.key) } }
        memory.setValue(forKey: "count", to: 5)  // a write that bypasses the decorator
        observation.cancel()
        #expect((prefs.count, heard.withLock { $0 }) == (5, ["count"]))
    }

    @Test func aDecoratedMemoryStorageKeepsTheShortPath() {
        let memory = DictionaryPrefsStorage()
        let decorated = CountingStorage(memory)
        let prefs = DecoratedPrefs(decorated)
        prefs.count = 2
        #expect(AnyPrefsStorage(decorated).inMemoryStore === memory.inMemoryStore)
        // The setter wrote the store directly: no batch went through the decorator.
        #expect((decorated.batches.load(ordering: .relaxed), memory.storageValue(forKey: "count")) == (0, .int(2)))
    }

    @Test(arguments: PrefsStorageConformance.cases)
    func aDecoratedFileConforms(_ check: PrefsStorageConformance.Case) async throws {
        let directory = TemporaryDirectory()
        try await check.run(on: {
            CountingStorage(JSONFilePrefsStorage(file: directory.url.appendingPathComponent("prefs.json")))
        })
    }
}
