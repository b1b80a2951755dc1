import Foundation
import Prefs
import Synchronization
import Testing

/// Collects the batches an observer hears.
final class ChangeLog: Sendable {
    private let batches = Mutex<[[PrefsValueChange]]>([])
    var all: [[PrefsValueChange]] { batches.withLock { $0 } }
    var keys: [[String]] { all.map { $0.map(\.key) } }
    func record(_ changes: [PrefsValueChange]) { batches.withLock { $0.append(changes) } }
}

@Suite struct FileStorageBehaviourTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    @Test(arguments: FileKind.allCases)
    func newFileHasMode0600AndNoTemporaryFilesRemain(kind: FileKind) throws {
        let file = directory.file("sub/dir/" + kind.fileName)
        let storage = kind.storage(file)
        for index in 0..<20 { try storage.write(index, forKey: "k\(index)") }
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let entries = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(entries.sorted() == [kind.fileName, kind.fileName + ".lock"])
    }

    @Test func existingFileModeIsKept() throws {
        let file = directory.file("prefs.json")
        try write("{}", to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        try JSONFilePrefsStorage(file: file).write(1, forKey: "a")
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) == 0o644)
    }

    @Test func symlinkIsWrittenThroughNotReplaced() throws {
        let target = directory.file("real.json")
        let link = directory.file("prefs.json")
        try write(#"{"a": 1}"#, to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let storage = JSONFilePrefsStorage(file: link)
        try storage.write(2, forKey: "b")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(JSONFilePrefsStorage(file: target).storageValues() == ["a": .int(1), "b": .int(2)])
    }

    @Test(arguments: FileKind.allCases)
    func writerMergesItsKeysOntoAnotherWritersFile(kind: FileKind) throws {
        let file = directory.file(kind.fileName)
        let first = kind.storage(file)
        let second = kind.storage(file)
        let log = ChangeLog()
        let observation = second.observe(log.record)
        try first.write("one", forKey: "a")
        try second.write("two", forKey: "b")
        // The second writer kept the first writer's key, and told its observers about it.
        #expect(
            (second.storageValues(), log.keys, kind.storage(file).storageValues()) == (
                ["a": .string("one"), "b": .string("two")], [["a", "b"]], ["a": .string("one"), "b": .string("two")]
            ))
        observation.cancel()
    }

    @Test func reloadNotifiesOnlyKeysThatChanged() throws {
        let file = directory.file("prefs.json")
        try write(#"{"same": 1, "changed": 1, "removed": 1}"#, to: file)
        let storage = JSONFilePrefsStorage(file: file)
        let log = ChangeLog()
        let observation = storage.observe(log.record)
        let generation = storage.generation
        try write(#"{"same": 1, "changed": 2, "added": 3}"#, to: file)
        try storage.reload()
        #expect(
            log.all == [
                [
                    PrefsValueChange(key: "added", oldValue: nil, newValue: .int(3)),
                    PrefsValueChange(key: "changed", oldValue: .int(1), newValue: .int(2)),
                    PrefsValueChange(key: "removed", oldValue: .int(1), newValue: nil),
                ]
            ])
        #expect(storage.generation != generation)
        try storage.reload()
        #expect(log.all.count == 1)
        observation.cancel()
    }

    @Test func reloadOfACorruptedFileThrowsAndKeepsValues() throws {
        let file = directory.file("prefs.json")
        let storage = JSONFilePrefsStorage(file: file)
        try storage.write(1, forKey: "a")
        try write("{oops", to: file)
        #expect(throws: PrefsFileError.self) { try storage.reload() }
        #expect(storage.storageValues() == ["a": .int(1)])
        let moved = try #require(storage.loadError?.movedTo)
        #expect(try String(contentsOf: moved, encoding: .utf8) == "{oops")
        // The next write starts a fresh file from the values in memory.
        try storage.write(2, forKey: "b")
        #expect(JSONFilePrefsStorage(file: file).storageValues() == ["a": .int(1), "b": .int(2)])
    }

    @Test func fileThatBecomesUnopenableRefusesTheWriteAndIsKept() throws {
        let file = directory.file("prefs.json")
        let storage = JSONFilePrefsStorage(file: file)
        try storage.write(1, forKey: "a")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect(throws: PrefsFileError(file: file, problem: .isDirectory, keptInPlace: true)) {
            try storage.write(2, forKey: "a")
        }
        #expect((storage.storageValue(forKey: "a"), storage.loadError?.keptInPlace) == (.int(1), true))
    }

    @Test func cachedSchemaSeesReloadedValues() throws {
        let file = directory.file("prefs.json")
        // Not watched: this is about `reload()` (a watched storage would take the change in by itself).
        let prefs = EveryTypePrefs(
            storage: JSONFilePrefsStorage(file: file, watching: .off), mode: .cachedReadStorageWrite)
        prefs.count = 1
        #expect(prefs.count == 1)
        try write(#"{"count": 5}"#, to: file)
        #expect(prefs.count == 1)
        try prefs.storage.fileStorage?.reload()
        #expect(prefs.count == 5)
    }

    /// A coalescing storage writes its pending values when flushed, or when released.
    @Test(arguments: ["flush", "release"])
    func coalescingPolicyWritesAtFlushOrRelease(by: String) throws {
        let file = directory.file("prefs.json")
        do {
            let storage = JSONFilePrefsStorage(file: file, writePolicy: .coalesce(.seconds(3600)))
            try storage.write(1, forKey: "a")
            try storage.write(2, forKey: "b")
            #expect(
                (storage.storageValue(forKey: "a"), FileManager.default.fileExists(atPath: file.path)) == (
                    .int(1), false
                ))
            if by == "flush" { try storage.flush() }
        }
        #expect(JSONFilePrefsStorage(file: file).storageValues() == ["a": .int(1), "b": .int(2)])
    }

    @Test(arguments: [1_700_000_000.75, -1_000_000_000.25])
    func xmlPlistDatesAreWholeSecondsInMemoryAsOnDisk(seconds: Double) throws {
        let file = directory.file("prefs.plist")
        let storage = PListFilePrefsStorage(file: file, format: .xml)
        try storage.write(Date(timeIntervalSince1970: seconds), forKey: "when")
        let truncated = Date(timeIntervalSince1970: seconds.rounded(.down))
        #expect(
            (
                storage.value(forKey: "when", as: Date.self),
                PListFilePrefsStorage(file: file).value(forKey: "when", as: Date.self)
            ) == (truncated, truncated))
    }

    @Test func jsonDatesAndDataAreStringsInMemoryAsOnDisk() throws {
        let file = directory.file("prefs.json")
        let storage = JSONFilePrefsStorage(file: file)
        let log = ChangeLog()
        let observation = storage.observe(log.record)
        try storage.write(Date(timeIntervalSince1970: 0.5), forKey: "when")
        try storage.write(Data([1, 2]), forKey: "blob")
        #expect(storage.storageValues() == ["when": .string("1970-01-01T00:00:00.5Z"), "blob": .string("AQI=")])
        // Writing the same date again changes nothing, so observers hear nothing.
        try storage.write(Date(timeIntervalSince1970: 0.5), forKey: "when")
        #expect(log.keys == [["when"], ["blob"]])
        try storage.reload()
        #expect(log.keys.count == 2)
        observation.cancel()
    }

    /// A coalescing storage whose pending write was refused (the file became unreadable and is kept in place)
    /// recovers once the file is fixed: `reload()` reads the file first, then writes the pending keys over it.
    @Test func reloadAfterARefusedCoalescedWriteReadsFirstThenWritesThePendingKeys() throws {
        let file = directory.file("prefs.json")
        try Data(#"{"kept": 1}"#.utf8).write(to: file)
        let storage = JSONFilePrefsStorage(
            file: file, writePolicy: .coalesce(.seconds(3600)), unreadableFile: .keepInPlace, issues: .init { _ in })
        try storage.write(2, forKey: "pending")
        try Data("not json".utf8).write(to: file)
        #expect(throws: PrefsFileError.self) { try storage.flush() }
        #expect(storage.loadError?.keptInPlace == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == "not json")

        try Data(#"{"kept": 1, "other": 3}"#.utf8).write(to: file)
        try storage.reload()
        #expect(storage.loadError == nil)
        #expect(storage.storageValues() == ["kept": .int(1), "other": .int(3), "pending": .int(2)])
        #expect(
            JSONFilePrefsStorage(file: file).storageValues() == ["kept": .int(1), "other": .int(3), "pending": .int(2)])
    }

    /// JSON has no infinite or NaN numbers: a JSON file keeps them as the strings every Prefs JSON uses, and a
    /// `Double` reads them back.
    @Test func nonFiniteDoublesAreKeptAsTheirJSONStrings() throws {
        let file = directory.file("prefs.json")
        let storage = JSONFilePrefsStorage(file: file)
        try storage.write(Double.nan, forKey: "nan")
        try storage.write(-Double.infinity, forKey: "low")
        try storage.write(Double.infinity, forKey: "high")
        #expect(storage.storageValue(forKey: "nan") == .string("nan"))
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == "{\n  \"high\": \"inf\",\n  \"low\": \"-inf\",\n  \"nan\": \"nan\"\n}\n")
        let reopened = JSONFilePrefsStorage(file: file)
        #expect(
            (
                reopened.value(forKey: "nan", as: Double.self)?.isNaN, reopened.value(forKey: "low", as: Double.self),
                reopened.value(forKey: "high", as: Float.self), reopened.value(forKey: "nan", as: String.self)
            ) == (true, -.infinity, .infinity, "nan"))
    }

    @Test func concurrentWritersInOneProcessLoseNothing() async throws {
        let file = directory.file("prefs.json")
        let storages = (0..<4).map { _ in JSONFilePrefsStorage(file: file) }
        await withTaskGroup(of: Void.self) { group in
            for (index, storage) in storages.enumerated() {
                group.addTask {
                    for key in 0..<25 { storage.setValue(forKey: "w\(index).\(key)", to: key) }
                }
            }
        }
        #expect(JSONFilePrefsStorage(file: file).storageValues().count == 100)
    }
}
