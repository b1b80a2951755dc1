#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The compiler's plugin wire format over stdin/stdout: each message is an 8-byte little-endian length, then its
/// bytes (JSON, read and written by `PluginMessages`).
///
/// The plugin's stdout carries only messages, so the connection moves the original descriptors aside and points
/// file descriptor 1 at stderr: a stray `print` in a macro then cannot corrupt the stream.
struct MessageConnection {
    enum ConnectionError: Error, CustomStringConvertible {
        case setUp(String)
        case truncated
        case tooLarge(UInt64)
        case io(Int32)
        var description: String {
            switch self {
            case .setUp(let step): "could not set up the plugin's stdio (\(step))"
            case .truncated: "the compiler closed the connection mid-message"
            case .tooLarge(let size): "the compiler sent a message of \(size) bytes, more than the plugin reads"
            case .io(let code): "plugin I/O failed with errno \(code)"
            }
        }
    }

    private let input: Int32
    private let output: Int32

    init() throws {
        let input = dup(STDIN_FILENO)
        let output = dup(STDOUT_FILENO)
        guard input >= 0, output >= 0 else { throw ConnectionError.setUp("dup") }
        guard dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { throw ConnectionError.setUp("dup2") }
        let devNull = open("/dev/null", O_RDONLY)
        if devNull >= 0 {
            _ = dup2(devNull, STDIN_FILENO)
            close(devNull)
        }
        self.input = input
        self.output = output
    }

    /// Sends one message: its length, then `payload`.
    func send(_ payload: [UInt8]) throws {
        var length = UInt64(payload.count).littleEndian
        try withUnsafeBytes(of: &length) { try writeFully($0) }
        try payload.withUnsafeBytes { try writeFully($0) }
    }

    /// The next message's bytes, or `nil` when the compiler closed the connection (or ended it with an empty
    /// message, which some sessions end with).
    func receive() throws -> [UInt8]? {
        var length: UInt64 = 0
        let header = try withUnsafeMutableBytes(of: &length) { try readFully(into: $0) }
        if header == 0 { return nil }
        guard header == 8 else { throw ConnectionError.truncated }
        let declared = UInt64(littleEndian: length)
        // A declaration of a few hundred kilobytes is large; a gigabyte is a corrupt header.
        guard declared <= 1 << 30 else { throw ConnectionError.tooLarge(declared) }
        let size = Int(declared)
        if size == 0 { return nil }
        var payload = [UInt8](repeating: 0, count: size)
        let received = try payload.withUnsafeMutableBytes { try readFully(into: $0) }
        guard received == payload.count else { throw ConnectionError.truncated }
        return payload
    }

    /// Reads until `buffer` is full or the input ends; returns the number of bytes read.
    private func readFully(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let count = read(input, base + done, buffer.count - done)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ConnectionError.io(errno)
            }
            done += count
        }
        return done
    }

    private func writeFully(_ buffer: UnsafeRawBufferPointer) throws {
        guard let base = buffer.baseAddress else { return }
        var done = 0
        while done < buffer.count {
            let count = write(output, base + done, buffer.count - done)
            if count < 0 {
                if errno == EINTR { continue }
                throw ConnectionError.io(errno)
            }
            done += count
        }
    }
}
