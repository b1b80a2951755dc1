import Foundation
import Prefs
import Synchronization
import Testing

@testable import PrefsCore

/// `PrefsFileWatcher` in kernel mode (inotify on Linux) and in polling mode.
///
/// Every wait has a generous deadline and fails only if the change never arrives; no test asserts timing. A check
/// that a call did *not* come gives it a grace period first. The tests run in parallel, with each other and with other
/// suites' file storages: each watches its own temporary directory, and the descriptor accounting counts only its own
/// directories' watches.
@Suite struct FileWatcherTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    /// A watcher on `file` recording into a fresh log, after checking it uses what its mode promises.
    private func watch(
        _ file: URL, _ mode: WatchMode, latency: Duration = .milliseconds(10)
    ) -> (PrefsFileWatcher, WatchLog) {
        let log = WatchLog(file)
        let watcher = PrefsFileWatcher(file: file, latency: latency, mode: mode.mode, onChange: log.record)
        #expect(watcher.mechanism == mode.expectedMechanism)
        return (watcher, log)
    }

    @Test(arguments: WatchMode.allCases)
    func writeInPlaceIsReported(mode: WatchMode) async throws {
        let file = directory.file("prefs.json")
        try write("one", to: file)
        let (watcher, log) = watch(file, mode)
        try FileChange.writeInPlace("two", to: file)  // same size: only the bytes and the times change
        #expect(await log.waitToSee("two"))
        try FileChange.writeInPlace("six", to: file)
        #expect(await log.waitToSee("six"))
        withExtendedLifetime(watcher) {}
    }

    @Test(arguments: WatchMode.allCases)
    func renameOverTheFileIsReportedEveryTime(mode: WatchMode) async throws {
        let file = directory.file("prefs.json")
        try write("one", to: file)
        let (watcher, log) = watch(file, mode)
        // Each replace puts a new inode at the path; the watcher must follow the path, not the first inode.
        for text in ["two", "three", "four"] {
            try FileChange.replace(file, with: text)
            #expect(await log.waitToSee(text))
        }
        withExtendedLifetime(watcher) {}
    }

    @Test(arguments: WatchMode.allCases)
    func deleteAndCreateAfterDeleteAreReported(mode: WatchMode) async throws {
        let file = directory.file("prefs.json")
        try write("one", to: file)
        let (watcher, log) = watch(file, mode)
        try FileChange.delete(file)
        #expect(await log.waitToSee(nil))
        try write("again", to: file)
        #expect(await log.waitToSee("again"))
        withExtendedLifetime(watcher) {}
    }

    /// Rewrites whose last state is all a watcher must report: a truncate then a write, and an editor's save (the
    /// file renamed to a backup, a new one written, the backup removed).
    enum Rewrite: String, CaseIterable, Sendable {
        case truncateAndWrite, editorSave

        func apply(to file: URL) throws -> String {
            switch self {
            case .truncateAndWrite: try FileChange.truncateAndWrite("short", to: file)
            case .editorSave: try FileChange.editorSave(file, with: "saved by an editor")
            }
            return self == .truncateAndWrite ? "short" : "saved by an editor"
        }
    }

    @Test(arguments: WatchMode.allCases, Rewrite.allCases)
    func aRewriteIsReported(mode: WatchMode, rewrite: Rewrite) async throws {
        let file = directory.file("prefs.json")
        try write("a longer first text", to: file)
        let (watcher, log) = watch(file, mode)
        let text = try rewrite.apply(to: file)
        #expect(await log.waitForLatest(text))
        withExtendedLifetime(watcher) {}
    }

    @Test(arguments: WatchMode.allCases)
    func otherFilesInTheDirectoryGiveNoCall(mode: WatchMode) async throws {
        let file = directory.file("prefs.json")
        try write("one", to: file)
        let (watcher, log) = watch(file, mode, latency: .milliseconds(5))
        // What Prefs writes beside the file, and an unrelated file replaced and removed.
        try write("", to: directory.file("prefs.json.lock"))
        try write("temporary", to: directory.file(".prefs.json.tmp-0123456789abcdef"))
        try FileChange.delete(directory.file(".prefs.json.tmp-0123456789abcdef"))
        try write("other", to: directory.file("other.json"))
        try FileChange.replace(directory.file("other.json"), with: "other, replaced")
        try FileChange.move(directory.file("other.json"), directory.file("prefs.json~"))
        await graceForUnexpectedCalls()
        #expect(log.calls == 0)
        try FileChange.replace(file, with: "two")
        #expect(await log.waitToSee("two"))
        #expect(!log.seen.contains("one"))
        withExtendedLifetime(watcher) {}
    }

    @Test(arguments: WatchMode.allCases)
    func burstFromAnotherProcessEndsInTheLastState(mode: WatchMode) async throws {
        let file = directory.file("prefs.json")
        try write("start", to: file)
        let (watcher, log) = watch(file, mode, latency: .milliseconds(50))
        let final = "final \(UUID().uuidString)"
        // 1,000 writes alternating in place and atomic replace (temporary file beside the file, renamed over it),
        // then a distinctive last write.
        _ = try runPython(
            """
            import os, sys
            path, final = sys.argv[1], sys.argv[2]
            folder, name = os.path.split(path)
            for i in range(1000):
                if i % 2:
                    temporary = os.path.join(folder, '.%s.tmp-%d' % (name, i))
                    with open(temporary, 'w') as f: f.write('burst %d' % i)
                    os.replace(temporary, path)
                else:
                    with open(path, 'w') as f: f.write('burst %d' % i)
            with open(path, 'w') as f: f.write(final)
            """, [file.path, final])
        #expect(await log.waitForLatest(final))
        #expect(log.calls < 1000)  // coalesced: each write gives the kernel several events
        #expect(!log.overlapped)
        withExtendedLifetime(watcher) {}
    }

    /// A change that arrives while `onChange` runs gives one more call, which sees it.
    @Test(arguments: WatchMode.allCases)
    func changeDuringACallGivesAnotherCall(mode: WatchMode) async throws {
        let file = directory.file("prefs.json")
        try write("one", to: file)
        let log = WatchLog(file)
        let firstCallRuns = DispatchSemaphore(value: 0)
        let finishFirstCall = DispatchSemaphore(value: 0)
        let calls = Mutex(0)
        let watcher = PrefsFileWatcher(file: file, latency: .milliseconds(10), mode: mode.mode) {
            let call = calls.withLock { calls in
                calls += 1
                return calls
            }
            log.record()  // the first call reads the file, then stays busy while the file changes again
            if call == 1 {
                firstCallRuns.signal()
                finishFirstCall.wait()
            }
        }
        try FileChange.replace(file, with: "two")
        #expect(await eventually { firstCallRuns.wait(timeout: .now()) == .success })
        try FileChange.replace(file, with: "three")
        await graceForUnexpectedCalls()  // the event arrives while the first call still runs
        finishFirstCall.signal()
        #expect(await log.waitForLatest("three"))
        withExtendedLifetime(watcher) {}
    }

    @Test(arguments: WatchMode.allCases)
    func changesThroughASymlinkTargetsDirectoryAreReported(mode: WatchMode) async throws {
        let target = directory.file("real/prefs.json")
        let link = directory.file("links/prefs.json")
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write("one", to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../real/prefs.json")
        let (watcher, log) = watch(link, mode)
        try FileChange.replace(target, with: "two")
        #expect(await log.waitToSee("two"))
        try FileChange.writeInPlace("six", to: link)
        #expect(await log.waitToSee("six"))
        withExtendedLifetime(watcher) {}
    }

    @Test(arguments: WatchMode.allCases)
    func watchersOnFilesOfOneDirectoryAreIndependent(mode: WatchMode) async throws {
        let (a, b) = (directory.file("a.json"), directory.file("b.json"))
        try write("a1", to: a)
        try write("b1", to: b)
        let (watcherA, logA) = watch(a, mode)
        let (watcherB, logB) = watch(b, mode)
        try FileChange.replace(a, with: "a2")
        #expect(await logA.waitToSee("a2"))
        await graceForUnexpectedCalls()
        #expect(logB.calls == 0)
        watcherA.cancel()
        try FileChange.writeInPlace("b2", to: b)
        #expect(await logB.waitToSee("b2"))
        #expect(Set(logA.seen) == ["a2"])
        withExtendedLifetime(watcherB) {}
    }

    @Test(arguments: WatchMode.allCases)
    func watchersOnOneFileAreIndependent(mode: WatchMode) async throws {
        let file = directory.file("prefs.json")
        try write("one", to: file)
        let watchers = (0..<3).map { _ in watch(file, mode) }
        try FileChange.replace(file, with: "two")
        for (_, log) in watchers { #expect(await log.waitToSee("two")) }
        watchers[0].0.cancel()
        watchers[0].1.markCancelled()
        try FileChange.replace(file, with: "three")
        for (_, log) in watchers.dropFirst() { #expect(await log.waitToSee("three")) }
        await graceForUnexpectedCalls()
        #expect(watchers[0].1.callsAfterCancel == 0)
        withExtendedLifetime(watchers) {}
    }

    enum Release: String, CaseIterable, Sendable { case cancel, release }

    @Test(arguments: WatchMode.allCases, Release.allCases)
    func noCallStartsAfterCancelOrRelease(mode: WatchMode, release: Release) async throws {
        let file = directory.file("prefs.json")
        try write("one", to: file)
        var (watcher, log): (PrefsFileWatcher?, WatchLog) = watch(file, mode)
        try FileChange.replace(file, with: "two")
        #expect(await log.waitToSee("two"))
        switch release {
        case .cancel: watcher?.cancel()
        case .release: watcher = nil
        }
        log.markCancelled()
        try FileChange.writeInPlace("six", to: file)
        try FileChange.replace(file, with: "three")
        try FileChange.delete(file)
        await graceForUnexpectedCalls()
        #expect(log.callsAfterCancel == 0)
        #expect(watcher?.mechanism == nil)
    }

    @Test(arguments: WatchMode.allCases)
    func removedDirectoryFallsBackToPollingAndRecovers(mode: WatchMode) async throws {
        let folder = directory.file("folder")
        let file = folder.appendingPathComponent("prefs.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write("one", to: file)
        let (watcher, log) = watch(file, mode)
        try FileManager.default.removeItem(at: folder)
        #expect(await log.waitToSee(nil))
        #expect(await eventually { watcher.mechanism == .polling })
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write("back", to: file)
        #expect(await log.waitToSee("back"))
        #expect(await eventually { watcher.mechanism == mode.expectedMechanism })
        try FileChange.replace(file, with: "after")
        #expect(await log.waitToSee("after"))
    }

    @Test(arguments: WatchMode.allCases)
    func renamedDirectoryFallsBackToPollingAndRecovers(mode: WatchMode) async throws {
        let folder = directory.file("folder")
        let file = folder.appendingPathComponent("prefs.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write("one", to: file)
        let (watcher, log) = watch(file, mode)
        try FileChange.move(folder, directory.file("folder-moved"))
        #expect(await log.waitToSee(nil))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write("new folder", to: file)
        #expect(await log.waitToSee("new folder"))
        #expect(await eventually { watcher.mechanism == mode.expectedMechanism })
        try FileChange.writeInPlace("NEW", to: file)
        #expect(await log.waitToSee("NEW folder"))
    }

    @Test(arguments: WatchMode.allCases)
    func missingDirectoryIsWatchedOnceItExists(mode: WatchMode) async throws {
        let file = directory.file("not/yet/prefs.json")
        let log = WatchLog(file)
        let watcher = PrefsFileWatcher(file: file, latency: .milliseconds(10), mode: mode.mode, onChange: log.record)
        #expect(watcher.mechanism == .polling)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write("created", to: file)
        #expect(await log.waitToSee("created"))
        #expect(await eventually { watcher.mechanism == mode.expectedMechanism })
        try FileChange.replace(file, with: "replaced")
        #expect(await log.waitToSee("replaced"))
    }
}
