import Foundation
import Prefs
import Testing

@testable import PrefsCore

extension FileWatcherTests {
    #if os(Linux)
        /// Watchers hold one inotify descriptor for the process and one watch per directory; cancelling or
        /// releasing them gives everything back before returning, and closes the descriptor with the last watcher.
        ///
        /// File storages watch their files too, and other suites run at the same time: the test counts only the
        /// watches on its own directories, and checks the closing rule as an invariant of the shared instance.
        @Test(arguments: WatchMode.allCases)
        func descriptorsAndWatchesAreReleased(mode: WatchMode) async throws {
            let directories = [TemporaryDirectory(), TemporaryDirectory()]
            let files = [
                directories[0].file("a.json"), directories[0].file("a.json"), directories[0].file("b.json"),
                directories[1].file("c.json"), directories[1].file("missing.json"),
            ]
            for file in files { try write("one", to: file) }
            try FileChange.delete(files[4])
            var watchers = (0..<20).map { index in
                PrefsFileWatcher(file: files[index % files.count], mode: mode.mode) {}
            }
            let directoryInodes = directories.compactMap { OpenDescriptors.inode($0.url) }
            #expect(directoryInodes.count == 2)

            let open = OpenDescriptors.inotify()
            let watched = open.flatMap(OpenDescriptors.watchedInodes)
            switch mode {
            case .kernel:
                #expect(open.count == 1)
                // One watch per directory, shared by the watchers of its files.
                for inode in directoryInodes { #expect(watched.count { $0 == inode } == 1) }
            case .polling:
                #expect(Set(watched).isDisjoint(with: directoryInodes))
            }
            for directory in directories { #expect(OpenDescriptors.under(directory.url) == 0) }

            for watcher in watchers[..<10] { watcher.cancel() }
            watchers.removeAll()  // the other ten are released

            #expect(OpenDescriptors.inotify().count <= 1)
            let status = PrefsInotify.shared.status
            #expect(status.isOpen == (status.directories > 0), "the descriptor is open exactly while it has watches")
            for descriptor in OpenDescriptors.inotify() {
                #expect(Set(OpenDescriptors.watchedInodes(descriptor)).isDisjoint(with: directoryInodes))
            }
        }
    #endif

    @Test func inotifyRecordsAreParsedFromRawBytes() {
        var bytes: [UInt8] = []
        func append(watch: Int32, mask: UInt32, cookie: UInt32, name: String, padding: Int) {
            let nameBytes = name.isEmpty ? [] : Array(name.utf8) + [UInt8](repeating: 0, count: padding)
            withUnsafeBytes(of: watch.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: mask.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: cookie.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: UInt32(nameBytes.count).littleEndian) { bytes += $0 }
            bytes += nameBytes
        }
        append(watch: 1, mask: 0x2, cookie: 0, name: "prefs.json", padding: 6)
        append(watch: 2, mask: 0x80, cookie: 77, name: ".prefs.json.tmp-0123456789abcdef", padding: 16)
        append(watch: -1, mask: 0x4000, cookie: 0, name: "", padding: 0)
        append(watch: 3, mask: 0x100, cookie: 0, name: "cut", padding: 13)
        bytes.removeLast(4)  // a truncated last record is ignored
        let events = bytes.withUnsafeBytes(PrefsInotifyEvent.parse)
        #expect(
            events == [
                PrefsInotifyEvent(watch: 1, mask: 0x2, cookie: 0, name: Array("prefs.json".utf8)),
                PrefsInotifyEvent(
                    watch: 2, mask: 0x80, cookie: 77, name: Array(".prefs.json.tmp-0123456789abcdef".utf8)),
                PrefsInotifyEvent(watch: -1, mask: 0x4000, cookie: 0, name: []),
            ])
        #expect([UInt8](repeating: 0, count: 15).withUnsafeBytes(PrefsInotifyEvent.parse).isEmpty)
    }

    /// Polling cannot tell a write in the same clock tick from no write by size and times; while a snapshot is
    /// that fresh (racy) the poller compares the bytes. Checked on the rule itself, without waiting for a tick.
    @Test func pollingComparesBytesWhileTheSnapshotIsRacy() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("prefs.json")
        try write("one", to: file)
        let fresh = PrefsFilePoller.Observation(
            snapshot: PrefsFileSnapshot(path: file.path), isRacy: true, bytes: Array("one".utf8))
        var settled = fresh
        settled.isRacy = false
        settled.bytes = nil
        try FileChange.writeInPlace("two", to: file)
        var sameTimes = PrefsFilePoller.observe(file.path)
        sameTimes.snapshot = fresh.snapshot  // as if the write had left size and times unchanged
        sameTimes.bytes = nil
        #expect(
            (
                PrefsFilePoller.differs(sameTimes, from: fresh, path: file.path),
                PrefsFilePoller.differs(sameTimes, from: settled, path: file.path)
            ) == (true, false))
        try FileChange.writeInPlace("one", to: file)
        #expect(!PrefsFilePoller.differs(sameTimes, from: fresh, path: file.path))

        let snapshot = PrefsFileSnapshot(path: file.path)
        #expect(
            (
                snapshot.isRacy(at: snapshot.statusChanged),
                snapshot.isRacy(at: snapshot.statusChanged + 2 * PrefsFileSnapshot.racyMargin),
                PrefsFileSnapshot(path: directory.file("missing").path).isRacy(at: snapshot.statusChanged)
            ) == (true, false, false))
    }
}
