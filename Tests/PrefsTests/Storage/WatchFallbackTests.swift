import Foundation
import Prefs
import Synchronization
import Testing

@testable import PrefsCore

/// A file storage whose notifications cannot be set up polls its file, and says so once.
///
/// The failure is injected (`PrefsFileWatcher.$kernelWatchStarter`): running out of inotify watches (Linux) or of
/// descriptors for kqueue (Apple platforms, where each watched file holds two) cannot be provoked in a test process
/// without starving the tests running beside it.
@Suite struct WatchFallbackTests {
    /// How many times a watcher tried the kernel.
    final class Attempts: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func record() { count.withLock { $0 += 1 } }
    }

    @Test func aStorageThatMustPollSaysSoOnceAndStillSeesChanges() async throws {
        let directory = TemporaryDirectory()
        let file = directory.file("prefs.json")
        let issues = IssueLog()
        let attempts = Attempts()
        let failing: PrefsFileWatcher.KernelWatchStarter = { _, _, _, _ in
            attempts.record()
            return .failure(PrefsFileWatcher.KernelWatchFailure(operation: "open", code: EMFILE))
        }
        let storage = PrefsFileWatcher.$kernelWatchStarter.withValue(failing) {
            JSONFilePrefsStorage(file: file, issues: issues.handler)
        }
        #expect(await eventually { attempts.value >= 3 }, "every poll tries notifications again")
        #expect(storage.watcher.withLock { $0?.mechanism } == .polling)

        let issue = try #require(issues.recorded.first)
        #expect(issues.recorded.count == 1, "reported once, not at every attempt: \(issues.recorded)")
        #expect(issue.outcome == .pollingFile(every: .milliseconds(250)))
        #expect(
            issue.description
                == "\(file.path): watch (open) failed: \(String(cString: strerror(EMFILE))) (errno \(EMFILE)); "
                + "other processes' changes to the file are noticed by polling it every 0.25 seconds instead")

        try ExternalWrite.replace(file, with: ["volume": .int(3)], .json)
        #expect(await eventually { storage.value(forKey: "volume", as: Int.self) == 3 }, "polling sees the change")
        #expect(issues.recorded.count == 1)
    }

    /// A directory that does not exist yet is no failure: the storage polls until its first write creates it, then
    /// uses notifications, and reports nothing.
    @Test func aMissingDirectoryIsNotReported() async throws {
        let directory = TemporaryDirectory()
        let issues = IssueLog()
        let storage = JSONFilePrefsStorage(file: directory.file("later/prefs.json"), issues: issues.handler)
        #expect(storage.watcher.withLock { $0?.mechanism } == .polling)
        try storage.write(1, forKey: "volume")
        #expect(await eventually { storage.watcher.withLock { $0?.mechanism } != .polling })
        #expect(issues.recorded.isEmpty, "\(issues.recorded)")
    }
}
