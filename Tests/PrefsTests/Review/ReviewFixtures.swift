import Foundation
import Prefs
import Synchronization
import Testing

enum Quality: String, Sendable { case low, medium, high }

/// A schema with constraints, groups, a restart-requiring pref and a side-effect hook that records what it saw.
@PrefsSchema
@SettingsGroup("display")
@SettingsGroup("display.text")
@SettingsGroup("network")
final class ReviewPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage = DictionaryPrefsStorage(), mode: PrefsStorageMode = .cachedReadStorageWrite) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(key: "ui.fontSize") @Setting(group: "display.text", range: 10...24, step: 1)
    var fontSize: Double = 14

    @RawRepresentablePref @Setting(group: "display", options: [Quality.low: "Low", .high: "High"])
    var quality: Quality = .low

    @Pref @Setting(group: "network", range: 1...65535, requiresRestart: true)
    var port: Int = 8080

    @Pref @Setting(group: "network") var proxy: String?

    @Pref var launches: Int = 0

    /// Every batch of changes the hook saw.
    let seen = Mutex<[[PrefsChange]]>([])

    nonisolated func prefsDidChange(_ changes: [PrefsChange]) {
        seen.withLock { $0.append(changes) }
    }
}

/// A storage that refuses every batch, as a full disk would.
final class FailingStorage: PrefsStorage {
    struct DiskFull: Error {}
    let base = DictionaryPrefsStorage()
    func storageValue(forKey key: String) -> PrefsValue? { base.storageValue(forKey: key) }
    func storageValues() -> [String: PrefsValue] { base.storageValues() }
    func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        throw DiskFull()
    }
    var generation: UInt64 { base.generation }
    func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        base.observe(observer)
    }
}

/// Counts the batches a storage reports.
final class BatchCounter: Sendable {
    private final class Batches: Sendable {
        let list = Mutex<[[PrefsValueChange]]>([])
    }
    private let batches = Batches()
    private let observation: PrefsStorageObservation
    init(_ storage: some PrefsStorage) {
        let batches = batches
        observation = storage.observe { changes in batches.list.withLock { $0.append(changes) } }
    }
    var count: Int { batches.list.withLock { $0.count } }
    var last: [PrefsValueChange] { batches.list.withLock { $0.last ?? [] } }
}

/// Where a review test keeps its preferences: the dictionary store or a JSON file, in either storage mode.
struct ReviewBackend: Sendable, CustomTestStringConvertible {
    let usesFile: Bool
    let mode: PrefsStorageMode

    static let all = [false, true].flatMap { usesFile in bothModes.map { ReviewBackend(usesFile: usesFile, mode: $0) } }

    var testDescription: String {
        "\(usesFile ? "JSON file" : "dictionary"), \(mode == .storageOnly ? "storage only" : "cached")"
    }

    /// A fresh schema over an empty storage of this kind.
    func make() -> ReviewFixture { ReviewFixture(backend: self) }
}

/// A schema under test and, for a file backend, the file it writes.
final class ReviewFixture: Sendable {
    let backend: ReviewBackend
    let directory: TemporaryDirectory
    let prefs: ReviewPrefs
    private let dictionary: DictionaryPrefsStorage

    init(backend: ReviewBackend) {
        let directory = TemporaryDirectory()
        let dictionary = DictionaryPrefsStorage()
        let file = directory.file("prefs.json")
        self.backend = backend
        self.directory = directory
        self.dictionary = dictionary
        prefs = ReviewPrefs(
            storage: backend.usesFile ? JSONFilePrefsStorage(file: file) : dictionary, mode: backend.mode)
    }

    var file: URL { directory.file("prefs.json") }

    /// A second schema over the same data, as the next launch of the app would see it (for a file, a new storage
    /// that reads the file from disk).
    func reopened() -> ReviewPrefs {
        ReviewPrefs(
            storage: backend.usesFile ? JSONFilePrefsStorage(file: file) : dictionary, mode: backend.mode)
    }

    /// Whether the file exists (always `false` for the dictionary backend).
    var fileExists: Bool { backend.usesFile && FileManager.default.fileExists(atPath: file.path) }
}
