import Foundation
import Prefs
import Synchronization
import Testing

/// Every case of ``PrefsStorageConformance`` against every storage of the package in both modes, in child processes
/// (`PrefsTestHelper conformance`), so that a case that crashes or hangs fails instead of stopping the test run. One child
/// per storage × mode runs every case; only when it fails (a crash, a hang past 60 s, a failed case) are its cases run
/// again one per child, to name the one that fails. Serialized, so that the children do not starve the
/// timing-sensitive tests that run beside.
@Suite(.serialized) struct StorageConformanceProcessTests {
    static let storages = ["dictionary", "json", "xml-plist", "binary-plist", "layered", "user-defaults"]
    static let modes = ["storageOnly", "cachedReadStorageWrite"]

    @Test(arguments: storages, modes)
    func everyCasePasses(storage: String, mode: String) async throws {
        #expect(PrefsStorageConformance.cases.filter(\.isReentrant).count >= 30)
        guard let together = try await Self.runChild(storage: storage, mode: mode, case: ConformanceChild.allCases)
        else { return }
        var failures: [String] = []
        for check in PrefsStorageConformance.cases {
            if let failure = try await Self.runChild(storage: storage, mode: mode, case: check.name) {
                failures.append(failure)
            }
        }
        if failures.isEmpty {
            failures.append("every case passed alone, but not all in one child: \(together)")
        }
        #expect(failures.isEmpty, "\(failures.count) cases failed:\n\(failures.joined(separator: "\n"))")
    }

    /// The runner itself: a child that crashes is reported as a failure that names the case and the signal.
    @Test func aCrashingCaseIsAFailure() async throws {
        let failure = try #require(try await Self.runChild(storage: "dictionary", mode: "storageOnly", case: "_crash"))
        #expect(failure.contains("_crash over dictionary (storageOnly) crashed with signal"))
    }

    /// Runs one case (every case for `_all`) in a child; returns its failure, or `nil` when it passed. It waits without blocking a thread of
    /// the test runner's pool (other tests need them), and kills a child that has not finished in 60 s.
    static func runChild(storage: String, mode: String, case name: String) async throws -> String? {
        let executable = try #require(DemoExecutable.testHelper, "PrefsTestHelper was not built next to the tests")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Standard error goes to a file: a crash's backtrace may not fit in a pipe that nobody reads yet.
        let errorsURL = directory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        let errors = try FileHandle(forWritingTo: errorsURL)
        defer { try? errors.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = [ConformanceChild.command, storage, mode, name, directory.path]
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let state = ChildState()
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in
                state.exited.store(true, ordering: .releasing)
                continuation.resume()
            }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
                return
            }
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
                guard !state.exited.load(ordering: .acquiring) else { return }
                state.timedOut.store(true, ordering: .relaxed)
                kill(pid, SIGKILL)
            }
        }
        let what = "\(name) over \(storage) (\(mode))"
        if state.timedOut.load(ordering: .relaxed) { return "\(what) did not finish within 60 s (a deadlock?)" }
        let text = ((try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0): return nil
        case (.uncaughtSignal, let signal): return "\(what) crashed with signal \(signal): \(text.prefix(2_000))"
        case (_, let status): return "\(what) failed (exit \(status)): \(text)"
        }
    }
}

/// What a child's termination handler and its watchdog share.
private final class ChildState: Sendable {
    let exited = Atomic<Bool>(false)
    let timedOut = Atomic<Bool>(false)
}

enum ConformanceChild {
    static let command = "conformance"
    /// The case name that runs every case in one child.
    static let allCases = "_all"
}
