import Synchronization

/// Per-instance state `@PrefsSchema` adds to a schema: the registration that forwards storage changes to the
/// schema's observers. It is made on first read, since nothing can observe a schema before reading it.
public final class SchemaState: Sendable {
    private let attached = Atomic<Bool>(false)
    private let observation = Mutex<PrefsStorageObservation?>(nil)
    private let streams = Mutex<[UInt64: AsyncStream<PrefsChange>.Continuation]>([:])
    private let nextStreamID = Atomic<UInt64>(0)

    public init() {}

    /// The schema whose setter is writing on the current thread, if any.
    @TaskLocal private static var writer: ObjectIdentifier?

    /// Runs `body` as a write by `schema`'s own setter; ``isWriting(_:)`` is true for `schema` meanwhile.
    ///
    /// A main-actor preference notifies its observers in its setter; the storage callback that follows on the same
    /// thread uses this to avoid notifying them twice.
    public static func whileWriting<Result>(from schema: AnyObject, _ body: () throws -> Result) rethrows -> Result {
        try $writer.withValue(ObjectIdentifier(schema)) { try body() }
    }

    /// Whether `schema`'s own setter is writing on the current thread.
    public static func isWriting(_ schema: AnyObject) -> Bool {
        writer == ObjectIdentifier(schema)
    }

    /// Returns `storage`, first subscribing `schema` to its changes if this is the first call.
    @inline(__always)
    public func attach<Storage: PrefsStorage>(_ storage: Storage, to schema: some PrefsChangeReceiver) -> Storage {
        if !attached.load(ordering: .acquiring) { subscribe(schema, to: storage) }
        return storage
    }

    /// A stream of the schema's changes from now on, subscribing the schema to its storage first if needed.
    public func makeStream(
        attachingTo storage: some PrefsStorage, of schema: some PrefsChangeReceiver
    ) -> AsyncStream<PrefsChange> {
        _ = attach(storage, to: schema)
        let id = nextStreamID.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream.makeStream(of: PrefsChange.self)
        continuation.onTermination = { [weak self] _ in
            _ = self?.streams.withLock { $0.removeValue(forKey: id) }
        }
        streams.withLock { $0[id] = continuation }
        return stream
    }

    /// Sends `changes` to every open stream.
    public func publish(_ changes: [PrefsChange]) {
        let continuations = streams.withLock { Array($0.values) }
        for continuation in continuations {
            for change in changes { continuation.yield(change) }
        }
    }

    deinit {
        for continuation in streams.withLock({ Array($0.values) }) { continuation.finish() }
    }

    private func subscribe(_ schema: some PrefsChangeReceiver, to storage: some PrefsStorage) {
        observation.withLock { observation in
            guard observation == nil else { return }
            observation = storage.observe { [weak schema] changes in
                schema?._$prefsStorageDidChange(changes)
            }
            attached.store(true, ordering: .releasing)
        }
    }
}
