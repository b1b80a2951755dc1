import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `read(2)`, named apart from ``PrefsFileSystem/read(_:)``.
func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The POSIX operations file storages are built on: reading without blocking on odd files, advisory locks,
/// atomic replacement and moving an unreadable file aside.
package enum PrefsFileSystem {
    /// Which file a path named when it was read: the same device and inode mean the same file.
    package struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64
        let mode: UInt32

        /// The identity `stat` gives. `dev_t` is `Int32` on Apple platforms (a device number may have its top bit
        /// set) and `UInt` on Linux: `truncatingIfNeeded:` keeps every bit of both (sign-extending the former), so two
        /// device numbers stay equal exactly when they were. `ino_t` (`UInt64`, `UInt`) and `mode_t` (`UInt16`,
        /// `UInt32`) fit their fields on every platform.
        init(_ info: stat) {
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(info.st_ino)
            mode = UInt32(info.st_mode & 0o7777)
        }
    }

    /// What reading a path found.
    package enum ReadResult {
        case missing
        case contents([UInt8], Identity)
        case failed(PrefsFileError.Problem)
    }

    /// Reads the regular file at `path` whole; never blocks on a FIFO and never reads more than the size limit.
    package static func read(_ path: String) -> ReadResult {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            return .failed(problem("open", code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(problem("stat", errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return .failed(.isDirectory) }
        guard kind == S_IFREG else { return .failed(.notRegularFile) }
        // `off_t` is 64 bits everywhere, `Int` 32 bits on watchOS's arm64_32: a larger size is reported as `Int.max`
        // there, and a size within the limit fits every `Int`.
        guard info.st_size <= PrefsFileError.maximumFileSize else {
            return .failed(.tooLarge(bytes: Int(clamping: info.st_size)))
        }
        // Read straight into the result, sized from `fstat` plus one byte so that the end of the file is seen at
        // once; a file that grows meanwhile is read on in chunks.
        var result = (count: 0, error: Int32(0), ended: false)
        let size = Int(truncatingIfNeeded: info.st_size)  // at most `maximumFileSize`, checked above
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            result = fill(buffer, from: descriptor)
            count = result.count
        }
        while result.error == 0, !result.ended {
            if bytes.count > PrefsFileError.maximumFileSize { return .failed(.tooLarge(bytes: bytes.count)) }
            bytes += [UInt8](unsafeUninitializedCapacity: 65_536) { buffer, count in
                result = fill(buffer, from: descriptor)
                count = result.count
            }
        }
        if result.error != 0 { return .failed(problem("read", result.error)) }
        if bytes.count > PrefsFileError.maximumFileSize { return .failed(.tooLarge(bytes: bytes.count)) }
        return .contents(bytes, Identity(info))
    }

    /// Whether `a` and `b` hold the same bytes.
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBytes { a in b.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends.
    private static func fill(
        _ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32
    ) -> (count: Int, error: Int32, ended: Bool) {
        guard let base = buffer.baseAddress else { return (0, 0, false) }
        var count = 0
        while count < buffer.count {
            let read = posixRead(descriptor, base + count, buffer.count - count)
            if read < 0 {
                if errno == EINTR { continue }
                return (count, errno, false)
            }
            if read == 0 { return (count, 0, true) }
            count += read
        }
        return (count, 0, false)
    }

    /// The identity of the file at `path` now, or `nil` when there is none.
    static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(info)
    }

    /// Runs `body` holding an exclusive `flock` on `lockPath` (created with mode 0600 if needed, never deleted).
    ///
    /// The lock file is separate from the preferences file because every write replaces the preferences file
    /// with a new inode; a lock on the old inode would not exclude a writer that opened the new one.
    ///
    /// A thread that holds the lock already (a batch started from inside `migrate()`'s, which runs under it) runs
    /// `body` at once: a second `flock` on a new descriptor would wait for the first, held by the same thread, forever.
    static func withLock<Result>(
        _ lockPath: String, _ body: () throws(PrefsFileError.Problem) -> Result
    ) throws(PrefsFileError.Problem) -> Result {
        let thread = PrefsThread.current
        if heldLocks.withLock({ $0[lockPath] }) == thread { return try body() }
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw problem("open lock file", errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw problem("flock", errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        heldLocks.withLock { $0[lockPath] = thread }
        defer { heldLocks.withLock { $0[lockPath] = nil } }
        return try body()
    }

    /// The lock files this process holds a `flock` on, and the thread holding each.
    private static let heldLocks = Mutex<[String: UInt]>([:])

    /// Creates the directories leading to `path` (mode 0700) when they are missing.
    static func createParentDirectory(of path: String) throws(PrefsFileError.Problem) {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty, identity(of: directory) == nil else { return }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .system(operation: "create directory \(directory)", code: 0, message: "\(error)")
        }
    }

    static func problem(_ operation: String, _ code: Int32) -> PrefsFileError.Problem {
        if code == EACCES || code == EPERM { return .permissionDenied }
        if code == EISDIR { return .isDirectory }
        return .system(operation: operation, code: code, message: String(cString: strerror(code)))
    }
}
