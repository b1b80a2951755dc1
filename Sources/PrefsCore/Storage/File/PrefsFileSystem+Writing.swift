import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension PrefsFileSystem {
    /// Replaces the file at `path` with `bytes` so that a crash at any instant leaves either the old file or the
    /// new one, complete.
    ///
    /// The bytes go to a new file in the same directory, created exclusively (`O_EXCL`) under a random name
    /// (`.prefs.json.tmp-<16 hex digits>`), with mode 0600 or the mode of the file it replaces. The new file is
    /// `fsync`ed (`F_FULLFSYNC` on Apple platforms), renamed over `path`, and the directory is synced the same way so
    /// that the rename itself is durable.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PrefsFileError.Problem) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let mode = identity(of: path)?.mode ?? 0o600
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<8 {
            let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
            temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).tmp-\(suffix)"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw problem("create temporary file \(temporary)", errno) }
        do throws(PrefsFileError.Problem) {
            try writeAll(bytes, to: descriptor)
            if mode != 0o600, fchmod(descriptor, mode_t(mode)) != 0 { throw problem("fchmod", errno) }
            guard syncToDrive(descriptor) == 0 else { throw problem("fsync", errno) }
            guard close(descriptor) == 0 else {
                descriptor = -1
                throw problem("close", errno)
            }
            descriptor = -1
            guard rename(temporary, path) == 0 else { throw problem("rename", errno) }
        } catch {
            if descriptor >= 0 { close(descriptor) }
            unlink(temporary)
            throw error
        }
        syncDirectory(directory.isEmpty ? "." : directory)
    }

    /// Moves the unreadable file at `path` to `<path>.corrupt-<UTC timestamp>` (adding `-2`, `-3`… if taken),
    /// but only if `path` still names the file that was read (`identity`). Never overwrites anything.
    /// - Returns: the new path, or `nil` when the file changed meanwhile or could not be moved.
    static func moveAside(_ path: String, ifStill identity: Identity) -> String? {
        guard self.identity(of: path).map({ $0.device == identity.device && $0.inode == identity.inode }) == true
        else { return nil }
        let stamp = PrefsDateString.string(from: Date()).filter { $0 != "-" && $0 != ":" }.prefix(15) + "Z"
        for attempt in 1...100 {
            let target = "\(path).corrupt-\(stamp)" + (attempt == 1 ? "" : "-\(attempt)")
            if link(path, target) == 0 {
                unlink(path)
                syncDirectory((path as NSString).deletingLastPathComponent)
                return target
            }
            if errno == EEXIST { continue }
            // No hard links on this file system: rename, having checked that the target is free.
            guard self.identity(of: target) == nil, rename(path, target) == 0 else { return nil }
            return target
        }
        return nil
    }

    /// Deletes temporary files that writers of `path` left when they were killed mid-write.
    ///
    /// Call it only holding the lock of `path`: every live writer holds that lock while its temporary file
    /// exists, so any temporary file seen then belongs to a writer that died.
    static func removeStaleTemporaryFiles(of path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let prefix = ".\((path as NSString).lastPathComponent).tmp-"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        for entry in entries where entry.hasPrefix(prefix) {
            unlink((directory.isEmpty ? "" : directory + "/") + entry)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(PrefsFileError.Problem) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw problem("write", errno)
            }
            offset += written
        }
    }

    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = syncToDrive(descriptor)
        close(descriptor)
    }

    /// Flushes what was written to `descriptor` to the drive: `fsync`, and on Apple platforms `fcntl(F_FULLFSYNC)`,
    /// because there `fsync` leaves the data in the drive's own cache (SQLite's `fullfsync` does the same). A file
    /// system that refuses `F_FULLFSYNC` (some network and FAT volumes) gets `fsync`. Returns 0, or -1 with `errno`.
    /// (The Darwin branch is not compiled by the project's Linux CI; see "On Apple platforms" in Architecture.md.)
    private static func syncToDrive(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) != -1 { return 0 }
        #endif
        return fsync(descriptor)
    }
}
