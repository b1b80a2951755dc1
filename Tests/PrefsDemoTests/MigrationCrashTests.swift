import Foundation
import PrefsMigrations
import Testing

/// A migration killed between reading the old file and writing the new one leaves the old file whole; run again, it
/// writes the new file whole.
@Suite struct MigrationCrashTests {
    /// What the demo's version 1 left, with a key no version declares.
    static let versionOne: [String: any PrefsStorageValue] = [
        "fontSize": 16.0, "wrapLines": "yes", "plugin.colour": "red",
    ]

    @Test(arguments: [
        ("prefs.json", PrefsFileFormat.json), ("prefs.plist", .plist(.xml)), ("prefs.plist", .plist(.binary)),
    ])
    func aMigrationKilledBetweenReadAndWriteLeavesTheOldFile(fileName: String, format: PrefsFileFormat) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-migrate-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(fileName)
        try FilePrefsStorage(file: file, format: format).load(from: Self.versionOne, by: .reinitializing)
        let before = try Data(contentsOf: file)

        // The child prints "converting" from inside the conversion: it has read the file, holds its lock, and has
        // written nothing yet.
        let child = try MigratingChild(file: file, format: format, hang: true)
        #expect(child.waitForLine() == "converting")
        child.kill()
        #expect(try Data(contentsOf: file) == before)
        let reopened = PListOrJSON.storage(file)
        #expect(reopened.loadError == nil)
        #expect(
            (reopened.storageValue(forKey: "fontSize"), reopened.storageValue(forKey: "wrapLines")) == (
                .double(16), .string("yes")
            ))
        #expect(reopened.storageValue(forKey: PrefsMigrationRecord.key) == nil)

        let finished = try MigratingChild(file: file, format: format, hang: false)
        #expect(finished.finish() == 0)
        let migrated = PListOrJSON.storage(file).storageValues()
        #expect(
            migrated == [
                "ui.fontSize": .double(16), "wrapLines": .bool(true), "plugin.colour": .string("red"),
                PrefsMigrationRecord.key: .array([.string("wrapLines-bool")]),
            ])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0 != fileName && $0 != fileName + ".lock" }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}

/// Opens a preferences file by its extension.
enum PListOrJSON {
    static func storage(_ file: URL) -> FilePrefsStorage {
        file.pathExtension == "plist" ? PListFilePrefsStorage(file: file) : JSONFilePrefsStorage(file: file)
    }
}

/// A running `PrefsTestHelper migrate-hang FILE [xml]`.
final class MigratingChild {
    private let process = Process()
    private let output = Pipe()
    private var buffer = Data()

    init(file: URL, format: PrefsFileFormat, hang: Bool) throws {
        let executable = try #require(DemoExecutable.testHelper, "PrefsTestHelper was not built next to the tests")
        process.executableURL = executable
        process.arguments = ["migrate-hang", file.path] + (format == .plist(.xml) ? ["xml"] : [])
        var environment = ProcessInfo.processInfo.environment
        environment["PREFS_TEST_HELPER_NO_HANG"] = hang ? nil : "1"
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
    }

    /// The first line the child prints, or `nil` when it exits without one.
    func waitForLine() -> String? {
        while !buffer.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
        return String(decoding: buffer.prefix { $0 != 0x0A }, as: UTF8.self)
    }

    /// Kills the child with SIGKILL and waits for it.
    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Waits for the child to exit; its exit status.
    func finish() -> Int32 {
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
