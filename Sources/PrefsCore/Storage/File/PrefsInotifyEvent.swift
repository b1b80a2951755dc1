/// One record read from an inotify descriptor: `struct inotify_event` followed by its name.
///
/// Platform-neutral so that the parsing is tested everywhere; only Linux reads such records.
struct PrefsInotifyEvent: Equatable, Sendable {
    /// The watch descriptor, or -1 for events about the queue itself (`IN_Q_OVERFLOW`).
    var watch: Int32
    var mask: UInt32
    var cookie: UInt32
    /// The name of the directory entry, without the NUL padding; empty for events about the watched directory.
    var name: [UInt8]

    /// The size of `struct inotify_event` without its name: `int wd; uint32_t mask, cookie, len`.
    static let headerSize = 16

    /// The events in `bytes`, as a `read(2)` of an inotify descriptor returns them; a truncated record at the
    /// end (which the kernel never produces) is ignored.
    package static func parse(_ bytes: UnsafeRawBufferPointer) -> [Self] {
        var events: [Self] = []
        var offset = 0
        while bytes.count - offset >= headerSize {
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameStart = offset + headerSize
            guard length <= bytes.count - nameStart else { break }
            let name = bytes[nameStart..<nameStart + length].prefix { $0 != 0 }
            events.append(
                Self(
                    watch: bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                    mask: bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                    cookie: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self),
                    name: Array(name)))
            offset = nameStart + length
        }
        return events
    }
}
