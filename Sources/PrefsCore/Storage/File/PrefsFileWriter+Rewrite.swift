extension PrefsFileWriter {
    /// Under the file's lock, reads the file, lets `body` change its values in a transaction, and, when they changed,
    /// replaces the file atomically: a crash at any instant leaves the file as it was or with all of `body`'s changes.
    ///
    /// Unlike ``write(keys:from:allKeys:onUnreadable:)``, which merges values decided beforehand, `body` sees what the
    /// file holds while no other writer can change it, so a read-modify-write of several keys (a migration) is one
    /// step for every process.
    /// - Returns: the file's values afterwards, and the members it keeps that no preference type holds.
    /// - Throws: what `body` throws, or ``PrefsFileError`` naming the file when it cannot be read or written; the
    ///   file is unchanged then.
    func rewrite(
        _ body: (inout PrefsStorageTransaction) throws -> Void
    ) throws -> (values: [String: PrefsValue], kept: [PrefsKeptMember]) {
        var failure: (any Error)?
        var kept: [PrefsKeptMember] = []
        let values: [String: PrefsValue]?
        do throws(PrefsFileError.Problem) {
            try PrefsFileSystem.createParentDirectory(of: reader.path)
            values = try PrefsFileSystem.withLock(reader.lockPath) {
                () throws(PrefsFileError.Problem) -> [String: PrefsValue]? in
                var loaded = reader.load(locked: true)
                if let error = loaded.error {
                    failure = error
                    return nil
                }
                let identity = PrefsFileSystem.identity(of: reader.path)
                var transaction = PrefsStorageTransaction(values: loaded.contents.values)
                do {
                    try body(&transaction)
                } catch {
                    failure = error
                    return nil
                }
                transaction.transformTouchedValues(reader.format.canonical)
                var changes = transaction.changes
                var values = transaction.finish()
                if PrefsFileSystem.identity(of: reader.path) != identity {
                    // A batch made from inside `body` wrote the file (the lock is this thread's): apply this batch's
                    // changes over what it wrote, as the batch that commits last.
                    loaded = reader.load(locked: true)
                    if let error = loaded.error {
                        failure = error
                        return nil
                    }
                    values = loaded.contents.values
                    for change in changes { values[change.key] = change.newValue }
                    changes = changes.filter { loaded.contents.values[$0.key] != $0.newValue }
                }
                let changed = Set(changes.map(\.key))
                kept = reader.kept(loaded.contents.kept, after: changed, values: values)
                guard !changed.isEmpty else {
                    remember(loaded.image)
                    return values
                }
                var preserved = loaded.contents.preserved
                if reader.keys == .flat { for key in changed { preserved[PrefsKeptKey(key)] = nil } }
                try replace(with: reader.image(values: values, preserved: preserved, touched: changed))
                return values
            }
        } catch {
            throw PrefsFileError(file: reader.file, problem: error)
        }
        if let failure { throw failure }
        return (values ?? [:], kept)
    }
}

extension FilePrefsStorage {
    /// Applies the changes `body` makes to the values the file holds now, as one atomic write under the file's lock;
    /// memory then holds the file's values (other processes' changes included) and observers hear of what changed.
    ///
    /// Changes pending under ``PrefsWritePolicy/coalesce(_:)`` are written first. Having read the file, the storage
    /// knows it as ``reload()`` does: a ``loadError`` from an earlier read is cleared (an unreadable file kept in
    /// place no longer refuses writes once it reads again), and members no preference type holds that another
    /// process added are reported, once each.
    /// - Throws: what `body` throws, or ``PrefsFileError``; the file is unchanged then.
    public func modifyExclusively<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        defer { reportUnreportedKept() }
        try flush()
        var result: Result?
        try store.exchangeValues { _ in
            let (values, kept) = try writer.rewrite { result = try body(&$0) }
            state.withLock { state in
                state.loadError = nil
                state.refusesWrites = false
                state.reportedUnreadableChange = false
                state.unreportedKept += kept.filter { !state.kept.contains($0) }
                state.kept = kept
            }
            return values
        }
        guard let result else { preconditionFailure("rewrite returned without running its body") }
        return result
    }
}
