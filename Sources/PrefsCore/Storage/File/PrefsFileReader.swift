import Foundation

/// Reads a preferences file and applies the policy for one that cannot be read: contents that cannot be parsed are
/// moved aside (never overwritten, never deleted) unless the policy keeps them in place; a file that cannot be opened
/// is left alone. Either way the result carries the ``PrefsFileError`` to expose.
struct PrefsFileReader: Sendable {
    let file: URL
    let format: PrefsFileFormat
    let policy: PrefsUnreadableFilePolicy
    /// How keys name the document's members (see ``PrefsFileKeys``).
    let keys: PrefsFileKeys
    /// The file's path with symbolic links resolved, so a link to the file is kept and written through.
    let path: String
    /// The advisory lock every writer holds (see ``PrefsFileSystem/withLock(_:_:)``).
    let lockPath: String

    init(file: URL, format: PrefsFileFormat, policy: PrefsUnreadableFilePolicy, keys: PrefsFileKeys = .flat) {
        self.file = file
        self.format = format
        self.policy = policy
        self.keys = keys
        path = file.standardizedFileURL.resolvingSymlinksInPath().path
        lockPath = path + ".lock"
    }

    /// What reading the file gave.
    struct Loaded {
        /// The values and the kept members; empty when there is no file.
        var contents = PrefsFileContents()
        /// The bytes that were read; `nil` when there was no file or it could not be read.
        var bytes: [UInt8]?
        var error: PrefsFileError?
        /// Set when the file held exactly the bytes it was compared with; then `contents` were not read.
        var isUnchanged = false

        /// Whether the file stays in place unreadable, so that writes must be refused.
        var refusesWrites: Bool { error?.keptInPlace ?? false }

        /// What is on disk now, when it was read.
        var image: PrefsFileImage? {
            bytes.map { PrefsFileImage(bytes: $0, layout: nil, preserved: contents.preserved) }
        }
    }

    /// Reads the file (`locked` tells whether the caller holds the lock). When it holds exactly the bytes `previous`,
    /// it is not parsed (``Loaded/isUnchanged``). `policy` replaces the reader's own for this read (a watched file
    /// that another process made unreadable is kept in place).
    func load(
        locked: Bool, unlessEqualTo previous: [UInt8]? = nil, policy: PrefsUnreadableFilePolicy? = nil
    ) -> Loaded {
        for _ in 0..<3 {
            switch PrefsFileSystem.read(path) {
            case .missing:
                return Loaded()
            case .failed(let problem):
                return Loaded(error: PrefsFileError(file: file, problem: problem, keptInPlace: true))
            case .contents(let bytes, let identity):
                if let previous, PrefsFileSystem.equal(bytes, previous) {
                    return Loaded(bytes: bytes, isUnchanged: true)
                }
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return Loaded() }
                let problem: PrefsFileError.Problem
                do {
                    return Loaded(contents: try read(bytes), bytes: bytes)
                } catch {
                    problem = error
                }
                if let loaded = unreadable(problem, identity: identity, locked: locked, policy: policy ?? self.policy) {
                    return loaded
                }
            // The file was replaced while it was read: read the new one.
            }
        }
        return Loaded(
            error: PrefsFileError(
                file: file, problem: .system(operation: "read", code: 0, message: "the file keeps changing"),
                keptInPlace: true))
    }

    /// Applies the policy to contents that cannot be parsed; `nil` when the file changed meanwhile.
    private func unreadable(
        _ problem: PrefsFileError.Problem, identity: PrefsFileSystem.Identity, locked: Bool,
        policy: PrefsUnreadableFilePolicy
    ) -> Loaded? {
        if policy == .keepInPlace {
            return Loaded(error: PrefsFileError(file: file, problem: problem, keptInPlace: true))
        }
        let moveAside = { PrefsFileSystem.moveAside(path, ifStill: identity) }
        let moved = locked ? moveAside() : (try? PrefsFileSystem.withLock(lockPath, moveAside)) ?? nil
        if let moved {
            return Loaded(error: PrefsFileError(file: file, problem: problem, movedTo: URL(fileURLWithPath: moved)))
        }
        if PrefsFileSystem.identity(of: path) == identity {
            return Loaded(error: PrefsFileError(file: file, problem: problem, keptInPlace: true))
        }
        return nil
    }
}
