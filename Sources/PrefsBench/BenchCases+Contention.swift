import Foundation
import PrefsCommandLine
import PrefsKitCompatibility
import Synchronization

/// The schema the read-under-write rows use: two preferences in one JSON file, one read and one written.
@PrefsSchema final class BenchSharedFilePrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(file: URL, mode: PrefsStorageMode) {
        storage = .jsonFile(file, watching: .off)
        storageMode = mode
    }

    @Pref var launches: Int = 0
    @Pref var lastSaved: Int = 0
}

/// What a reader saw while another thread wrote the same file: how many reads, how many took more than 1 ms, and
/// the slowest.
struct BenchLatency: Sendable {
    var reads: Int
    var writes: Int
    var readsOverOneMillisecond: Int
    var slowestNanoseconds: Double
    /// The writer's mean time per write.
    var writeNanoseconds: Double
}

/// Read latency under a concurrent disk write: one thread reads a preference in a loop while another writes a
/// different key of the same JSON file (durably, `fsync`ed) a fixed number of times. A read that waits for a write
/// takes about as long as the write (milliseconds); one that does not takes nanoseconds.
enum ContentionBenchCases {
    static func cases(_ configuration: BenchConfiguration) -> [BenchCase] {
        [
            BenchCase("read-under-write-cached") {
                try readUnderWrite("read-under-write-cached", mode: .cachedReadStorageWrite, configuration)
            },
            BenchCase("read-under-write-storage-only") {
                try readUnderWrite("read-under-write-storage-only", mode: .storageOnly, configuration)
            },
        ]
    }

    /// Holds the schema for the two threads; it is only read through the schema's thread-safe accessors.
    private final class Shared: @unchecked Sendable {
        let prefs: BenchSharedFilePrefs
        let done = Atomic<Bool>(false)
        let writeNanoseconds = Atomic<Int>(0)

        init(_ prefs: BenchSharedFilePrefs) { self.prefs = prefs }
    }

    private static func readUnderWrite(
        _ id: String, mode: PrefsStorageMode, _ configuration: BenchConfiguration
    ) throws -> BenchRow {
        let file = configuration.directory.appendingPathComponent("\(id).json")
        // The file holds as many other keys as the file rows' files, so that a write costs what it does there.
        try JSONFilePrefsStorage(file: file, watching: .off).modify { transaction in
            for index in 0..<configuration.fileKeyCount { transaction["key\(index)"] = .int(index) }
        }
        let shared = Shared(BenchSharedFilePrefs(file: file, mode: mode))
        shared.prefs.launches = 7
        shared.prefs.lastSaved = 0
        let writes = configuration.quick ? 20 : 300
        let clock = ContinuousClock()
        // Every read's time, up to a cap (the count and the slowest are kept for all of them).
        let cap = 8_000_000
        var times: [Double] = []
        times.reserveCapacity(configuration.quick ? 1 << 20 : cap)
        var reads = 0
        var overOneMillisecond = 0
        var slowest = 0.0
        var total = 0
        let writer = Thread {
            let begin = ContinuousClock.now
            for value in 1...writes { shared.prefs.lastSaved = value }
            shared.writeNanoseconds.store(
                Int(BenchHarness.nanoseconds(ContinuousClock.now - begin)) / writes, ordering: .relaxed)
            shared.done.store(true, ordering: .releasing)
        }
        writer.stackSize = 1 << 20
        writer.start()
        while !shared.done.load(ordering: .acquiring) {
            let begin = clock.now
            total &+= shared.prefs.launches
            let elapsed = BenchHarness.nanoseconds(clock.now - begin)
            reads += 1
            if elapsed > 1_000_000 { overOneMillisecond += 1 }
            slowest = max(slowest, elapsed)
            if times.count < cap { times.append(elapsed) }
        }
        BenchSink.consume(total)
        guard shared.prefs.lastSaved == writes else {
            throw BenchFailure(description: "\(id): the writer's last value was not read back")
        }
        var row = BenchRow(
            id: id,
            operation:
                "@Pref read (\(mode == .storageOnly ? ".storageOnly" : ".cachedReadStorageWrite")) while another "
                + "thread writes another key of the same \(configuration.fileKeyCount)-key JSON file \(writes) times",
            subject: BenchFigures(perOperation: times, operationsPerSample: 1), baselineName: nil, baseline: nil,
            target: nil)
        row.latency = BenchLatency(
            reads: reads, writes: writes, readsOverOneMillisecond: overOneMillisecond, slowestNanoseconds: slowest,
            writeNanoseconds: Double(shared.writeNanoseconds.load(ordering: .relaxed)))
        return row
    }
}

/// A benchmark that could not measure what it meant to.
struct BenchFailure: Error, CustomStringConvertible {
    var description: String
}
