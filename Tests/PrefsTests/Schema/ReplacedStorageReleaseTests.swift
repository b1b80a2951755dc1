import Dispatch
import Foundation
import Prefs
import Synchronization
import Testing

/// A storage assigned to a schema belongs to it: it is released when it is replaced (and the schema has moved to
/// the new one) or with the schema, and replacing one schema's storage holds up no other schema.
@Suite struct ReplacedStorageReleaseTests {
    @Test(arguments: bothModes)
    func aReplacedStorageIsFreedOnceTheSchemaMovesOn(mode: PrefsStorageMode) {
        let prefs = TestPrefs(storage: DictionaryPrefsStorage(root: ["launches": 1]), mode: mode)
        weak var replaced: DictionaryPrefsStorage?
        do {
            let storage = DictionaryPrefsStorage(root: ["launches": 2])
            replaced = storage
            prefs.storage = AnyPrefsStorage(storage)
        }
        #expect(prefs.launches == 2)
        prefs.storage = AnyPrefsStorage(DictionaryPrefsStorage(root: ["launches": 3]))
        #expect(prefs.launches == 3)
        #expect(replaced == nil, "neither the schema nor a process-wide table keeps the replaced storage")
    }

    @Test func aSchemaFreesItsStoragesWithIt() {
        weak var given: DictionaryPrefsStorage?
        weak var assigned: DictionaryPrefsStorage?
        do {
            let first = DictionaryPrefsStorage(root: ["launches": 1])
            let second = DictionaryPrefsStorage(root: ["launches": 2])
            given = first
            assigned = second
            let prefs = TestPrefs(storage: first, mode: .cachedReadStorageWrite)
            #expect(prefs.launches == 1)
            prefs.storage = AnyPrefsStorage(second)
            #expect(prefs.launches == 2)
        }
        #expect(given == nil)
        #expect(assigned == nil, "the last storage assigned goes with the schema")
    }

    #if os(Linux)
        /// A file storage's watch is a watch on its directory in the process's inotify instance: once the schema
        /// has moved to another storage, the replaced one is freed and its watch removed.
        @Test func aReplacedFileStorageStopsWatching() throws {
            let directory = TemporaryDirectory()
            let inode = try #require(OpenDescriptors.inode(directory.url))
            func watched() -> Int { OpenDescriptors.watchCount(on: inode) }
            let prefs = TestPrefs(mode: .cachedReadStorageWrite)
            weak var replaced: FilePrefsStorage?
            do {
                let file = JSONFilePrefsStorage(file: directory.file("prefs.json"))
                try file.write(3, forKey: "launches")
                replaced = file
                prefs.storage = AnyPrefsStorage(file)
            }
            #expect((prefs.launches, watched()) == (3, 1))
            prefs.storage = AnyPrefsStorage(DictionaryPrefsStorage(root: ["launches": 4]))
            #expect(prefs.launches == 4)
            #expect(replaced == nil, "the replaced file storage is freed")
            #expect(watched() == 0, "and its watch is removed")
        }
    #endif

    /// Storages are released on the thread that replaces them while others read: readers copy the storage out
    /// before using it, so none is freed under a reader, and every one but the last is freed at the end.
    @Test(arguments: bothModes)
    func storagesReleasedWhileOtherThreadsReadAreSafe(mode: PrefsStorageMode) async {
        let prefs = TestPrefs(mode: mode)
        let log = ReleaseLog()
        let count = 200
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    for _ in 0..<3_000 where !(0...count).contains(prefs.launches) {
                        log.readsOutOfRange.add(1, ordering: .relaxed)
                    }
                }
            }
            group.addTask {
                for launches in 1...count {
                    let storage = DictionaryPrefsStorage(root: ["launches": launches])
                    if launches < count { log.replaced.withLock { $0.append(WeakStorage(storage)) } }
                    prefs.storage = AnyPrefsStorage(storage)
                }
            }
        }
        let outOfRange = log.readsOutOfRange.load(ordering: .relaxed)
        #expect((outOfRange, prefs.launches) == (0, count))
        let alive = log.replaced.withLock { $0.count { $0.storage != nil } }
        #expect(alive == 0, "every replaced storage is freed")
    }

    /// A file storage's `deinit` flushes and stops its watcher, on the thread that releases it. Releasing a
    /// replaced storage happens outside any lock a reader takes: another schema's reads, and this schema's own,
    /// go on meanwhile.
    @Test func releasingAReplacedStorageHoldsUpNoReader() async {
        let other = TestPrefs(storage: DictionaryPrefsStorage(root: ["launches": 5]), mode: .storageOnly)
        let prefs = TestPrefs(storage: DictionaryPrefsStorage(root: ["launches": 1]), mode: .storageOnly)
        let release = SlowRelease()
        prefs.storage = AnyPrefsStorage(SlowlyReleasedStorage(release))
        let replacer = Task.detached {
            prefs.storage = AnyPrefsStorage(DictionaryPrefsStorage(root: ["launches": 6]))
        }
        #expect(await eventually { release.hasStarted })
        #expect((other.launches, prefs.launches) == (5, 6))
        #expect(!release.hasFinished, "the reads did not wait for the release")
        release.proceed.signal()
        await replacer.value
        #expect(release.hasFinished)
    }
}

/// The storages a test replaced, held weakly, and the reads that saw a value no storage held.
private final class ReleaseLog: Sendable {
    let replaced = Mutex<[WeakStorage]>([])
    let readsOutOfRange = Atomic<Int>(0)
}

private struct WeakStorage: Sendable {
    weak var storage: DictionaryPrefsStorage?
    init(_ storage: DictionaryPrefsStorage) { self.storage = storage }
}

/// What a ``SlowlyReleasedStorage``'s `deinit` reports, and what lets it finish.
private final class SlowRelease: Sendable {
    let started = Atomic<Bool>(false)
    let finished = Atomic<Bool>(false)
    let proceed = DispatchSemaphore(value: 0)

    var hasStarted: Bool { started.load(ordering: .acquiring) }
    var hasFinished: Bool { finished.load(ordering: .acquiring) }
}

/// A storage whose `deinit` takes its time (waits for `proceed`, at most 5 s), as a file storage's may when it
/// flushes a pending write and stops its watcher.
private final class SlowlyReleasedStorage: PrefsStorage {
    private let base = DictionaryPrefsStorage()
    private let release: SlowRelease

    init(_ release: SlowRelease) { self.release = release }

    deinit {
        release.started.store(true, ordering: .releasing)
        _ = release.proceed.wait(timeout: .now() + 5)
        release.finished.store(true, ordering: .releasing)
    }

    func storageValue(forKey key: String) -> PrefsValue? { base.storageValue(forKey: key) }
    func storageValues() -> [String: PrefsValue] { base.storageValues() }
    func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try base.modify(body)
    }
    var generation: UInt64 { base.generation }
    func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        base.observe(observer)
    }
}
