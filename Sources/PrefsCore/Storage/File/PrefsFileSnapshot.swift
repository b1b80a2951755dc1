#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat(2)` says about a path, compared to notice changes: which file it is, its size, mode and times.
struct PrefsFileSnapshot: Equatable, Sendable {
    /// Whether `stat` found anything at the path; all other fields are zero when it did not.
    var exists = false
    var device: UInt64 = 0
    var inode: UInt64 = 0
    var mode: UInt32 = 0
    var size: Int64 = 0
    /// Modification and status-change times, in nanoseconds since 1970.
    var modified: Int64 = 0
    var statusChanged: Int64 = 0

    /// How close to the time it was taken a change must be for a snapshot to be *racy* (see ``isRacy(at:)``).
    ///
    /// File systems record times at the granularity of the kernel's coarse clock (a few milliseconds on Linux),
    /// so a margin well above that is enough.
    static let racyMargin: Int64 = 100_000_000

    /// The snapshot of a path where there is nothing.
    init() {}

    /// The snapshot of `path` now, following symbolic links.
    init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        exists = true
        // `dev_t` is `Int32` on Apple platforms: every bit kept, sign-extended, as in `PrefsFileSystem.Identity`.
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(info.st_ino)
        mode = UInt32(info.st_mode)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            modified = Self.nanoseconds(info.st_mtimespec)
            statusChanged = Self.nanoseconds(info.st_ctimespec)
        #else
            modified = Self.nanoseconds(info.st_mtim)
            statusChanged = Self.nanoseconds(info.st_ctim)
        #endif
    }

    /// Whether the path names a directory.
    var isDirectory: Bool { exists && mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }

    /// The file was created or removed, or the path now names another file.
    func isOtherFile(than other: Self) -> Bool {
        exists != other.exists || device != other.device || inode != other.inode
    }

    /// Whether a later change could leave the snapshot equal: the file changed within ``racyMargin`` of `now`
    /// (nanoseconds since 1970, taken just after the snapshot), so a write in the same clock tick would record
    /// the same times. Comparing a racy snapshot says nothing; compare the bytes instead.
    func isRacy(at now: Int64) -> Bool {
        exists && abs(now - statusChanged) < Self.racyMargin
    }

    /// The wall-clock time in nanoseconds since 1970, the clock file times are taken from.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
