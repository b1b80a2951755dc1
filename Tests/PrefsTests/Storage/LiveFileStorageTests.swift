import Foundation
import Prefs
import Synchronization
import Testing

@testable import PrefsCore

/// File storages that watch their file: another writer's changes arrive without a write or `reload()`.
///
/// Every wait has a generous deadline and fails only if the change never arrives; a check that something did *not*
/// happen gives it a grace period (several times the watch latency) first.
@Suite struct LiveFileStorageTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    @Test(arguments: FileKind.allCases)
    func anotherWritersReplaceAndAnEditorsSaveAreSeenOnceEach(kind: FileKind) async throws {
        let file = directory.file(kind.fileName)
        let storage = FilePrefsStorage(file: file, format: kind.format)
        let log = StorageChangeLog(storage)
        let generation = storage.generation

        try ExternalWrite.replace(file, with: ["volume": .int(3), "theme": .string("dark")], kind)
        #expect(await log.wait { !$0.isEmpty })
        #expect(
            (log.keys, log.heard.first?.first, storage.value(forKey: "volume", as: Int.self)) == (
                [["theme", "volume"]], PrefsValueChange(key: "theme", oldValue: nil, newValue: .string("dark")), 3
            ))
        #expect(storage.generation != generation, "cached reads refresh")

        try ExternalWrite.editorSave(file, with: ["volume": .int(4), "theme": .string("dark")], kind)
        #expect(await log.wait { $0.count == 2 })
        #expect(log.heard.last == [PrefsValueChange(key: "volume", oldValue: .int(3), newValue: .int(4))])
        await graceForUnexpectedCalls()
        #expect(log.heard.count == 2, "an editor's save (rename away, write, remove) is one change")
    }

    @Test func aPollingStorageSeesAnotherWritersChange() async throws {
        let file = directory.file("prefs.json")
        let storage = JSONFilePrefsStorage(file: file, watching: .polling(every: .milliseconds(20)))
        let log = StorageChangeLog(storage)
        try ExternalWrite.replace(file, with: ["volume": .int(3)], .json)
        #expect(await log.wait { $0.count == 1 })
        #expect(storage.value(forKey: "volume", as: Int.self) == 3)
    }

    @Test(arguments: FileKind.allCases)
    func ownWritesAreNotReportedTwice(kind: FileKind) async throws {
        let storage = FilePrefsStorage(file: directory.file(kind.fileName), format: kind.format)
        let log = StorageChangeLog(storage)
        for value in 1...5 { try storage.write(value, forKey: "volume") }
        try storage.write("dark", forKey: "theme")
        await graceForUnexpectedCalls()
        #expect(log.keys == [["volume"], ["volume"], ["volume"], ["volume"], ["volume"], ["theme"]])
    }

    @Test func aWriteThatMergedAnotherWritersChangeDoesNotReportItAgain() async throws {
        let file = directory.file("prefs.json")
        let storage = JSONFilePrefsStorage(file: file)
        let other = JSONFilePrefsStorage(file: file, watching: .off)
        let log = StorageChangeLog(storage)
        try other.write(7, forKey: "theirs")
        try storage.write(1, forKey: "mine")  // may merge `theirs`, or the watcher may have seen it first
        #expect(await log.wait { $0.flatMap { $0 }.contains { $0.key == "theirs" } })
        await graceForUnexpectedCalls()
        #expect(log.heard.flatMap { $0 }.map(\.key).sorted() == ["mine", "theirs"])
    }

    @Test func aPendingCoalescedWriteIsKeptAndWrittenOverAnotherWritersChange() async throws {
        let file = directory.file("prefs.json")
        try ExternalWrite.replace(file, with: ["mine": .int(0), "theirs": .int(0)], .json)
        let storage = JSONFilePrefsStorage(file: file, writePolicy: .coalesce(.seconds(30)))
        let log = StorageChangeLog(storage)
        storage.setValue(forKey: "mine", to: 1)  // pending
        try ExternalWrite.replace(file, with: ["mine": .int(2), "theirs": .int(2)], .json)
        #expect(await log.wait { $0.count == 2 })
        #expect(log.heard.last == [PrefsValueChange(key: "theirs", oldValue: .int(0), newValue: .int(2))])
        #expect(storage.value(forKey: "mine", as: Int.self) == 1, "the pending write wins")
        try storage.flush()
        let onDisk = JSONFilePrefsStorage(file: file, watching: .off)
        #expect((onDisk.value(forKey: "mine", as: Int.self), onDisk.value(forKey: "theirs", as: Int.self)) == (1, 2))
    }

    /// A deleted file reads as empty, as `reload()` reads it: its preferences read their defaults. A new file at
    /// the path is read like any change.
    @Test(arguments: FileKind.allCases)
    func aDeletedFileReadsAsEmptyUntilItIsBack(kind: FileKind) async throws {
        let file = directory.file(kind.fileName)
        let storage = FilePrefsStorage(file: file, format: kind.format)
        try storage.write(3, forKey: "volume")
        let log = StorageChangeLog(storage)
        try FileChange.delete(file)
        #expect(await log.wait { $0.count == 1 })
        #expect(
            (log.heard.last, storage.storageValues().isEmpty) == (
                [PrefsValueChange(key: "volume", oldValue: .int(3), newValue: nil)], true
            ))
        try ExternalWrite.replace(file, with: ["volume": .int(5)], kind)
        #expect(await log.wait { $0.count == 2 })
        #expect(storage.value(forKey: "volume", as: Int.self) == 5)
    }

    @Test(arguments: FileKind.allCases)
    func aCorruptChangeIsReportedOnceKeepsTheValuesAndRecovers(kind: FileKind) async throws {
        let file = directory.file(kind.fileName)
        let issues = IssueLog()
        let storage = FilePrefsStorage(file: file, format: kind.format, issues: issues.handler)
        try storage.write(3, forKey: "volume")
        let log = StorageChangeLog(storage)

        try ExternalWrite.overwrite(file, with: Data("{ \"volume\": 4, oops".utf8))
        #expect(await eventually { issues.recorded.count == 1 })
        let issue = try #require(issues.recorded.first)
        #expect(issue.outcome == .keptValuesInMemory)
        #expect(issue.description.hasPrefix(file.path + ": "), "names the file: \(issue)")
        #expect(issue.description.hasSuffix("; the last values read from the file are kept until it is valid again"))
        #expect(storage.loadError?.file == file)
        try ExternalWrite.overwrite(file, with: Data("still not valid".utf8))
        await graceForUnexpectedCalls()
        #expect(issues.recorded.count == 1, "reported once until the file is valid again")
        #expect(storage.value(forKey: "volume", as: Int.self) == 3, "the last good values are kept")
        #expect(log.heard.isEmpty)
        #expect(directory.entries.allSatisfy { !$0.contains(".corrupt-") }, "not moved aside: \(directory.entries)")

        try ExternalWrite.replace(file, with: ["volume": .int(6)], kind)
        #expect(await log.wait { $0.count == 1 })
        #expect(log.heard.last == [PrefsValueChange(key: "volume", oldValue: .int(3), newValue: .int(6))])
        #expect(storage.loadError == nil)

        try ExternalWrite.overwrite(file, with: Data("broken again".utf8))
        #expect(await eventually { issues.recorded.count == 2 }, "valid once more: reported again")
    }

    /// The storage's own write can make a broken file valid again (it writes every value): a later breakage is a new
    /// problem, and is reported.
    @Test func aBreakageAfterAnOwnWriteRepairedTheFileIsReported() async throws {
        let file = directory.file("prefs.json")
        let issues = IssueLog()
        let storage = JSONFilePrefsStorage(file: file, issues: issues.handler)
        try storage.write(3, forKey: "volume")
        try ExternalWrite.overwrite(file, with: Data("{ oops".utf8))
        #expect(await eventually { issues.recorded.count == 1 })
        try storage.write(4, forKey: "volume")
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Int] == ["volume": 4])
        try ExternalWrite.overwrite(file, with: Data("broken again".utf8))
        #expect(await eventually { issues.recorded.count >= 2 }, "\(issues.recorded)")
    }

    @Test func aStorageThatOptsOutDoesNotChangeUntilReloaded() async throws {
        let file = directory.file("prefs.json")
        let storage = JSONFilePrefsStorage(file: file, watching: .off)
        try storage.write(1, forKey: "volume")
        let log = StorageChangeLog(storage)
        try ExternalWrite.replace(file, with: ["volume": .int(2)], .json)
        await graceForUnexpectedCalls()
        #expect((storage.value(forKey: "volume", as: Int.self), log.heard.isEmpty) == (1, true))
        try storage.reload()
        #expect(storage.value(forKey: "volume", as: Int.self) == 2)
    }

    /// Another writer makes 1,000 writes while the watched storage makes writes of its own: memory ends with the
    /// other writer's last write and every own write, and so does the file.
    @Test(arguments: [FileKind.json, .binaryPlist])
    func aThousandExternalWritesEndInTheLastStateWithNoLostOwnWrite(kind: FileKind) async throws {
        let file = directory.file(kind.fileName)
        let storage = FilePrefsStorage(file: file, format: kind.format)
        let other = FilePrefsStorage(file: file, format: kind.format, watching: .off)
        let log = StorageChangeLog(storage)
        for index in 0..<1000 {
            try other.write(index, forKey: "theirs")
            if index % 50 == 0 { try storage.write(index, forKey: "mine.\(index)") }
        }
        #expect(await eventually { storage.value(forKey: "theirs", as: Int.self) == 999 })
        let ownKeys = stride(from: 0, to: 1000, by: 50).map { "mine.\($0)" }
        for key in ownKeys { #expect(storage.storageValue(forKey: key) != nil, "\(key) in memory") }
        let onDisk = FilePrefsStorage(file: file, format: kind.format, watching: .off)
        #expect(onDisk.value(forKey: "theirs", as: Int.self) == 999)
        for key in ownKeys { #expect(onDisk.storageValue(forKey: key) != nil, "\(key) on disk") }
        #expect(log.heard.count < 1000, "a burst is taken in a few times, not once per write")
    }

    #if os(Linux)
        /// A storage's watch is a watch on its directory in the process's inotify instance; releasing the storage
        /// removes it (and its watcher's threads stop: the watcher holds the storage weakly).
        @Test func releasingAWatchingStorageRemovesItsWatch() throws {
            let directory = TemporaryDirectory()
            let inode = try #require(OpenDescriptors.inode(directory.url))
            func watched() -> Int { OpenDescriptors.watchCount(on: inode) }
            weak var released: FilePrefsStorage?
            do {
                let storage = JSONFilePrefsStorage(file: directory.file("prefs.json"))
                try storage.write(1, forKey: "volume")
                released = storage
                #expect((storage.watcher.withLock { $0?.mechanism }, watched()) == (.inotify, 1))
            }
            #expect(released == nil, "the watcher does not keep the storage alive")
            #expect(watched() == 0)
            #expect(OpenDescriptors.under(directory.url) == 0, "no descriptor of the file or its lock is left open")
        }
    #endif

    @Test func aWatchedDefaultsFileReachesALayeredSchema() async throws {
        let defaults = directory.file("defaults.json")
        try ExternalWrite.replace(defaults, with: ["theme": .string("light")], .json)
        let storage = LayeredPrefsStorage.layered(.jsonFile(directory.file("prefs.json")), defaults: defaults)
        let prefs = LayeredPrefs(storage)
        #expect(prefs.theme == "light")
        try ExternalWrite.replace(defaults, with: ["theme": .string("dark")], .json)
        #expect(await eventually { prefs.heard.withLock { !$0.isEmpty } })
        #expect(
            (prefs.theme, prefs.heard.withLock { $0.map(\.key) }, prefs.storage.source(forKey: "theme")) == (
                "dark", ["theme"], .defaultsFile(defaults)
            ))
    }
}
