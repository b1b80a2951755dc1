import Foundation
import Prefs
import Synchronization
import Testing

@testable import PrefsCore

/// The two ways a watcher can learn of changes, as the tests run them.
enum WatchMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case kernel, polling

    var mode: PrefsFileWatcher.Mode {
        switch self {
        case .kernel: .kernel
        case .polling: .polling(interval: .milliseconds(20))
        }
    }

    /// What a fresh watcher in this mode uses where the tests run.
    var expectedMechanism: PrefsFileWatcher.Mechanism {
        switch self {
        case .kernel:
            #if os(Linux)
                .inotify
            #elseif canImport(Darwin)
                .kqueue
            #else
                .polling
            #endif
        case .polling: .polling
        }
    }

    var testDescription: String { rawValue }
}

/// Records what a watcher's calls saw: the watched file's text at each call, `nil` when there was no file.
final class WatchLog: Sendable {
    let file: URL
    private let state = Mutex(State())

    private struct State {
        var seen: [String?] = []
        var isRunning = false
        var overlapped = false
        var isCancelled = false
        var callsAfterCancel = 0
    }

    init(_ file: URL) { self.file = file }

    /// The `onChange` of a watcher: reads the file and records its text.
    @Sendable func record() {
        state.withLock { state in
            if state.isRunning { state.overlapped = true }
            if state.isCancelled { state.callsAfterCancel += 1 }
            state.isRunning = true
        }
        let text = (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) }
        state.withLock { state in
            state.seen.append(text)
            state.isRunning = false
        }
    }

    var seen: [String?] { state.withLock { $0.seen } }
    var calls: Int { seen.count }
    /// Whether a call started while another ran.
    var overlapped: Bool { state.withLock { $0.overlapped } }
    var callsAfterCancel: Int { state.withLock { $0.callsAfterCancel } }

    /// Notes that the watcher was cancelled or released: calls that start from now on are counted.
    func markCancelled() { state.withLock { $0.isCancelled = true } }

    /// Waits (up to a generous deadline) until a call has seen `text`; `false` if none did.
    func waitToSee(_ text: String?) async -> Bool {
        await eventually { self.seen.contains(text) }
    }

    /// Waits (up to a generous deadline) until the latest call has seen `text`.
    func waitForLatest(_ text: String?) async -> Bool {
        await eventually { self.seen.last == text }
    }
}

/// Polls `condition` every 10 ms until it holds or `timeout` passes; the result is whether it held.
func eventually(timeout: Duration = .seconds(10), _ condition: @Sendable () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}

/// Lets a call that should not come have its chance to come: several times the latency and the poll interval.
func graceForUnexpectedCalls() async {
    try? await Task.sleep(for: .milliseconds(300))
}

/// Ways to change a file, each as a tool would do it.
enum FileChange {
    /// Overwrites the first bytes of the file without truncating it (same size: nothing but the bytes changes).
    static func writeInPlace(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// Truncates the file, then writes.
    static func truncateAndWrite(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// Writes a temporary file beside `url` (named like the ones Prefs writes) and renames it over `url`.
    static func replace(_ url: URL, with text: String) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(UInt64.random(in: 0...UInt64.max))")
        try Data(text.utf8).write(to: temporary)
        try move(temporary, url)
    }

    /// An editor's save: the file renamed to a backup, a new file written at the path, the backup removed.
    static func editorSave(_ url: URL, with text: String) throws {
        let backup = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + "~")
        try move(url, backup)
        try Data(text.utf8).write(to: url)
        try FileManager.default.removeItem(at: backup)
    }

    static func delete(_ url: URL) throws {
        try FileManager.default.removeItem(at: url)
    }

    /// `rename(2)`: replaces `to` if it exists.
    static func move(_ from: URL, _ to: URL) throws {
        guard rename(from.path, to.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: to.path])
        }
    }
}

#if os(Linux)
    /// The process's open descriptors, from `/proc/self/fd`.
    enum OpenDescriptors {
        /// Each descriptor and what it refers to (`anon_inode:inotify`, a path, …).
        static func all() -> [(descriptor: Int, target: String)] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return entries.compactMap { entry in
                guard let descriptor = Int(entry),
                    let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + entry)
                else { return nil }
                return (descriptor, target)
            }
        }

        static func inotify() -> [Int] {
            all().filter { $0.target == "anon_inode:inotify" }.map(\.descriptor)
        }

        /// Descriptors of files at or under `directory`.
        static func under(_ directory: URL) -> Int {
            let prefix = directory.resolvingSymlinksInPath().path
            return all().count { $0.target == prefix || $0.target.hasPrefix(prefix + "/") }
        }

        /// The inodes watched by the inotify descriptor `descriptor` (`inotify wd:1 ino:1f2 …` in its fdinfo).
        static func watchedInodes(_ descriptor: Int) -> [UInt64] {
            let info = (try? String(contentsOfFile: "/proc/self/fdinfo/\(descriptor)", encoding: .utf8)) ?? ""
            return info.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("inotify "),
                    let field = line.split(separator: " ").first(where: { $0.hasPrefix("ino:") })
                else { return nil }
                return UInt64(field.dropFirst(4), radix: 16)
            }
        }

        /// How many watches this process's inotify instances hold on `inode` (a watched directory's).
        static func watchCount(on inode: UInt64) -> Int {
            inotify().flatMap(watchedInodes).count { $0 == inode }
        }

        static func inode(_ url: URL) -> UInt64? {
            (try? FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value
        }
    }
#endif
