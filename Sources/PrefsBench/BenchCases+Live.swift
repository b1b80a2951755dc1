import Dispatch
import Foundation
import PrefsCommandLine
import PrefsKitCompatibility
import Synchronization

/// The schema the watched cached-read row reads: `BenchCachedPrefs` over a JSON file the storage watches.
@PrefsSchema final class BenchWatchedPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(file: URL) {
        storage = .jsonFile(file, watching: .notifications)
        storageMode = .cachedReadStorageWrite
    }

    @Pref var launches: Int = 0
}

/// The rows of live file storages: what watching costs a read and a write (the write row is in
/// ``FileBenchCases``, beside the unwatched one), and how soon another process's write is seen.
enum LiveBenchCases {
    static func cases(_ configuration: BenchConfiguration) -> [BenchCase] {
        [
            BenchCase("cached-read-watched") { try cachedRead(configuration) },
            BenchCase("external-change") { try externalChange(configuration) },
        ]
    }

    /// `cached-read` with the schema over a watched file instead of a dictionary: the same target.
    private static func cachedRead(_ configuration: BenchConfiguration) throws -> BenchRow {
        let prefs = BenchWatchedPrefs(file: configuration.directory.appendingPathComponent("watched-read.json"))
        prefs.launches = 7
        let plain = BenchPlainSettings()
        plain.launches = 7
        return BenchRow.measure(
            "cached-read-watched", "@Pref read, .cachedReadStorageWrite schema over a watched JSON file",
            plan: configuration.tiny, target: .ratio(3),
            subject: { count in
                var total = 0
                for _ in 0..<count { total &+= prefs.launches }
                return total
            },
            baseline: (
                "@Observable stored property read",
                { count in
                    var total = 0
                    for _ in 0..<count { total &+= plain.launches }
                    return total
                }
            ))
    }

    /// From the start of another writer's durable write of one key (in a one-key JSON file) to the moment a watching
    /// storage's observer hears of it. No target: it is the watch's 50 ms latency, which folds bursts of events,
    /// plus about a millisecond.
    private static func externalChange(_ configuration: BenchConfiguration) throws -> BenchRow {
        let file = configuration.directory.appendingPathComponent("external.json")
        let writer = JSONFilePrefsStorage(file: file, watching: .off)
        try writer.write(0, forKey: "launches")
        let watched = JSONFilePrefsStorage(file: file)
        let heard = DispatchSemaphore(value: 0)
        let observation = watched.observe { _ in heard.signal() }
        var next = 0
        let plan = BenchPlan(
            samples: configuration.quick ? 3 : 100, minimumSamples: configuration.quick ? 3 : 30, sampleTime: .zero,
            warmUp: .zero, timeLimit: .seconds(configuration.quick ? 0 : 10))
        let row = BenchRow.measure(
            "external-change", "another writer sets a key (durable write) → a watching storage's observer hears it",
            plan: plan,
            subject: { count in
                for _ in 0..<count {
                    next &+= 1
                    writer.setValue(forKey: "launches", to: next)
                    _ = heard.wait(timeout: .now() + .seconds(10))
                }
                return next
            },
            baseline: nil)
        observation.cancel()
        return row
    }
}
