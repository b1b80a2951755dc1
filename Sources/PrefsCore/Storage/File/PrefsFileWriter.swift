import Synchronization

/// Writes a storage's changes to its file so that other processes' changes are kept: under the advisory lock, it
/// reads the file, sets the changed keys on what it holds, and replaces the file atomically.
///
/// It remembers the file as it last read or wrote it (a ``PrefsFileImage``): when the file still holds those bytes,
/// it is not parsed again, and only the changed members are encoded.
final class PrefsFileWriter: Sendable {
    let reader: PrefsFileReader
    private let state: Mutex<State>

    private struct State {
        var image: PrefsFileImage?
        /// The bytes the file held when this storage last read or wrote it (`nil`: no file), kept even when
        /// `image` is not trusted, so that a watched storage knows its own writes.
        var knownBytes: [UInt8]?
        /// Whether temporary files left by killed writers were removed (done once, at the first write).
        var removedStaleTemporaryFiles = false
    }

    init(reader: PrefsFileReader, image: PrefsFileImage?) {
        self.reader = reader
        state = Mutex(State(image: image, knownBytes: image?.bytes))
    }

    package var image: PrefsFileImage? { state.withLock { $0.image } }

    /// The bytes the file held when this storage last read or wrote it; `nil` when there was no file.
    var knownBytes: [UInt8]? { state.withLock { $0.knownBytes } }

    /// Forgets what the file held (it was read again, or moved aside) and remembers `image` instead.
    func remember(_ image: PrefsFileImage?) {
        state.withLock {
            $0.image = image
            $0.knownBytes = image?.bytes
        }
    }

    /// What a write did.
    enum Outcome {
        /// The file held what the storage had: `memory` is now on disk.
        case wroteMemory
        /// The file held other changes too: these are its values now, `memory`'s keys included, and the members it
        /// keeps as they are (those this write replaced left out).
        case merged([String: PrefsValue], kept: [PrefsKeptMember])
    }

    /// Writes the values of `keys` from `memory` (every key when `allKeys`).
    ///
    /// - Parameter onUnreadable: called with the error when the file on disk cannot be read; when the file was moved
    ///   aside, the write goes on with every value of `memory`, otherwise it throws that error.
    /// - Throws: ``PrefsFileError`` naming the file; nothing is written then.
    func write(
        keys: Set<String>, from memory: [String: PrefsValue], allKeys: Bool,
        onUnreadable: (PrefsFileError) -> Void
    ) throws(PrefsFileError) -> Outcome {
        let keys = allKeys ? keys.union(memory.keys) : keys
        var refusal: PrefsFileError?
        do {
            try PrefsFileSystem.createParentDirectory(of: reader.path)
            return try PrefsFileSystem.withLock(reader.lockPath) { () throws(PrefsFileError.Problem) -> Outcome in
                let previous = image
                let loaded = reader.load(locked: true, unlessEqualTo: previous?.bytes)
                if loaded.isUnchanged, let previous {
                    try replace(with: reader.image(updating: previous, keys: keys, values: memory))
                    return .wroteMemory
                }
                if let error = loaded.error {
                    onUnreadable(error)
                    guard error.movedTo != nil else {
                        refusal = error
                        throw error.problem
                    }
                    // The unreadable file is gone: write everything this storage has.
                    try replace(
                        with: reader.image(values: memory, preserved: previous?.preserved ?? [:], touched: keys))
                    return .wroteMemory
                }
                var merged = loaded.contents.values
                for key in keys { merged[key] = memory[key].map(reader.format.canonical) }
                var preserved = loaded.contents.preserved
                if reader.keys == .flat { for key in keys { preserved[PrefsKeptKey(key)] = nil } }
                try replace(with: reader.image(values: merged, preserved: preserved, touched: keys))
                return .merged(merged, kept: reader.kept(loaded.contents.kept, after: keys, values: merged))
            }
        } catch {
            throw refusal ?? PrefsFileError(file: reader.file, problem: error)
        }
    }

    /// Replaces the file with `image` (holding the lock) and remembers it.
    func replace(with image: PrefsFileImage) throws(PrefsFileError.Problem) {
        removeStaleTemporaryFilesOnce()
        try PrefsFileSystem.writeAtomically(image.bytes, to: reader.path)
        // An image without a layout (a binary property list, which is written whole) cannot be patched member by
        // member: the next write parses the file again.
        state.withLock {
            $0.image = image.layout == nil ? nil : image
            $0.knownBytes = image.bytes
        }
    }

    private func removeStaleTemporaryFilesOnce() {
        guard !state.withLock({ $0.removedStaleTemporaryFiles }) else { return }
        PrefsFileSystem.removeStaleTemporaryFiles(of: reader.path)
        state.withLock { $0.removedStaleTemporaryFiles = true }
    }
}
