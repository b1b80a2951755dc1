import Foundation
import Prefs
import Testing

/// Every case of ``PrefsStorageConformance`` against every storage of the package in both modes, each case in a
/// child process (`PrefsDemo _conformance`), so that a case that crashes or hangs fails, naming itself, instead of
/// stopping the test run. Serialized: 408 children at once would starve the timing-sensitive tests that run beside.
@Suite(.serialized) struct StorageConformanceProcessTests {
    static let storages = ["dictionary", "json", "xml-plist", "binary-plist", "layered", "user-defaults"]
    static let modes = ["storageOnly", "cachedReadStorageWrite"]

    @Test(arguments: storages, modes)
    func everyCasePasses(storage: String, mode: String) throws {
        #expect(PrefsStorageConformance.cases.filter(\.isReentrant).count >= 30)
        var failures: [String] = []
        for check in PrefsStorageConformance.cases {
            if let failure = try Self.runChild(storage: storage, mode: mode, case: check.name) {
                failures.append(failure)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) cases failed:\n\(failures.joined(separator: "\n"))")
    }

    /// The runner itself: a child that crashes is reported as a failure that names the case and the signal.
    @Test func aCrashingCaseIsAFailure() throws {
        let failure = try #require(try Self.runChild(storage: "dictionary", mode: "storageOnly", case: "_crash"))
        #expect(failure.contains("_crash over dictionary (storageOnly) crashed with signal"))
    }

    /// Runs one case in a child; returns its failure, or `nil` when it passed.
    static func runChild(storage: String, mode: String, case name: String) throws -> String? {
        let executable = try #require(DemoExecutable.url, "PrefsDemo was not built next to the tests")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = executable
        process.arguments = [ConformanceChild.command, storage, mode, name, directory.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        let what = "\(name) over \(storage) (\(mode))"
        if exited.wait(timeout: .now() + 60) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            return "\(what) did not finish within 60 s (a deadlock?)"
        }
        let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0): return nil
        case (.uncaughtSignal, let signal): return "\(what) crashed with signal \(signal): \(text)"
        case (_, let status): return "\(what) failed (exit \(status)): \(text)"
        }
    }
}

enum ConformanceChild {
    static let command = "_conformance"
}
