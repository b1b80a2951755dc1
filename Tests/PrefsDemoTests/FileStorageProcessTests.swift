import Foundation
import Prefs
import Testing

@Suite struct FileStorageProcessTests {
    /// How many times the crash test kills a writer of a JSON file (a quarter of that for a binary plist): 60 in a
    /// plain `swift test`, which keeps the developer's loop short; `.ci/run` runs the test again with
    /// `PREFS_CRASH_KILLS=200`.
    static let jsonKills = ProcessInfo.processInfo.environment["PREFS_CRASH_KILLS"].flatMap { Int($0) } ?? 60

    /// How many writes each of the four processes of ``concurrentProcessesLoseNoKeys(fileName:)`` makes: 100 in a
    /// plain `swift test` (every write rewrites the whole file under the lock, so the cost grows with the square of the
    /// count: 250 took 10 s of the suite's 12 s of CPU); `.ci/run` runs it again with `PREFS_STRESS_WRITES=250`.
    static let writesPerProcess = ProcessInfo.processInfo.environment["PREFS_STRESS_WRITES"].flatMap { Int($0) } ?? 100

    /// A child writing continuously is killed with SIGKILL at random moments (``jsonKills`` times for JSON, a quarter
    /// of that for a binary plist). After every kill the file must parse, hold the child's last acknowledged write or
    /// the one after it (a write is durable before it returns), and hold each batch whole (counter, mirror and slot
    /// agree).
    @Test(arguments: [("prefs.json", jsonKills), ("prefs.plist", max(1, jsonKills / 4))])
    func fileSurvivesSIGKILLAtRandomMoments(fileName: String, kills: Int) async throws {
        try await onOwnThread { try killWritersAndCheckTheFile(fileName: fileName, kills: kills) }
    }

    func killWritersAndCheckTheFile(fileName: String, kills: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-crash-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(fileName)
        var lastCounter = -1
        var killedMidWrite = 0
        for round in 0..<kills {
            let child = try StressWriterProcess(file: file, prefix: "c.", count: 0)
            child.waitForAcknowledged(Int.random(in: 0...3))
            // Spread the kill over the write cycle; this randomises the moment, it does not wait for anything.
            usleep(UInt32.random(in: 0..<2000))
            child.kill()
            let acknowledged = child.acknowledged.last ?? lastCounter

            let storage: FilePrefsStorage =
                fileName.hasSuffix(".plist") ? PListFilePrefsStorage(file: file) : JSONFilePrefsStorage(file: file)
            try #require(storage.loadError == nil, "round \(round): \(String(describing: storage.loadError))")
            let counter = storage.value(forKey: "c.counter", as: Int.self) ?? -1
            try #require(
                counter == acknowledged || counter == acknowledged + 1,
                "round \(round): file holds write \(counter), child acknowledged \(acknowledged)")
            if counter >= 0 {
                #expect(storage.value(forKey: "c.mirror", as: Int.self) == counter)
                #expect(storage.value(forKey: "c.\(counter % 64)", as: Int.self) == counter)
            }
            if counter == acknowledged + 1 { killedMidWrite += 1 }
            lastCounter = counter
        }
        #expect(lastCounter > 0)
        // A kill mid-write leaves a temporary file; the next writer removes it, so at most the last one remains.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0 != fileName && $0 != fileName + ".lock" }
        #expect(leftovers.count <= 1 && leftovers.allSatisfy { $0.hasPrefix(".\(fileName).tmp-") }, "\(leftovers)")
        print(
            "crash test (\(fileName)): \(kills) kills, last write \(lastCounter), \(killedMidWrite) kills landed after a write was durable but before it was acknowledged"
        )
    }

    /// Four processes make ``writesPerProcess`` writes each of distinct keys to one file; every key is there at the end.
    @Test(arguments: ["prefs.json", "prefs.plist"])
    func concurrentProcessesLoseNoKeys(fileName: String) async throws {
        try await onOwnThread { try writeFromFourProcesses(fileName: fileName) }
    }

    func writeFromFourProcesses(fileName: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-multi-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(fileName)
        let writes = Self.writesPerProcess
        let children = try (0..<4).map { try StressWriterProcess(file: file, prefix: "p\($0).", count: writes) }
        for child in children {
            child.finish()
            #expect((child.process.terminationStatus, child.acknowledged.count) == (0, writes))
        }
        let storage: FilePrefsStorage =
            fileName.hasSuffix(".plist") ? PListFilePrefsStorage(file: file) : JSONFilePrefsStorage(file: file)
        #expect(storage.loadError == nil)
        var missing: [String] = []
        for process in 0..<4 {
            for index in 0..<writes where storage.value(forKey: "p\(process).\(index)", as: Int.self) != index {
                missing.append("p\(process).\(index)")
            }
        }
        #expect(missing.isEmpty, "missing or wrong: \(missing.prefix(20))")
        #expect(storage.storageValues().count == 4 * (writes + 2))
    }
}
