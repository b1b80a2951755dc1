public import Synchronization

/// Declares a schema's storage: `@Storage var storage = .dictionary`.
///
/// Assign it in the declaration or in `init`. A later assignment is allowed and safe from any thread — readers see
/// the old storage or the new one, never a torn value — and the schema follows it: caches are dropped, the schema
/// subscribes to the new storage at its next use, and observers, change streams and `@OnPrefChange` methods hear of
/// every preference whose value differs between the two storages.
///
/// The storage given in the declaration or in `init` stays with the schema for its whole life: reads of a schema
/// whose storage was never replaced take it without a lock, so it cannot be released while a reader on another
/// thread may be about to use it. A storage assigned later belongs to the schema until it is replaced in turn: then
/// the schema lets go of it (at its next use, once it has compared the two storages' values), and it and its file
/// watcher are freed as soon as no reader on another thread still holds it. Everything is freed with the schema.
/// Replacing one schema's storage costs other schemas nothing: only this schema's reads take its own lock from then
/// on.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage: AnyPrefsStorage
///     @StorageMode var storageMode = .cachedReadStorageWrite
///     init(storage: any PrefsStorage) { self.storage = AnyPrefsStorage(storage) }
/// }
///
/// let prefs = AppPrefs(storage: DictionaryPrefsStorage())
/// prefs.storage = .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json"))  // from any thread
/// ```
@propertyWrapper
public struct Storage<Wrapped: PrefsStorage>: Sendable {
    /// The storage given in the declaration or in `init`, and any assigned since.
    @usableFromInline let slot: _PrefsRuntime.StorageSlot<Wrapped>

    public init(wrappedValue: Wrapped) {
        slot = _PrefsRuntime.StorageSlot(wrappedValue)
    }

    /// The storage.
    public var wrappedValue: Wrapped {
        @inlinable @inline(__always) get { slot.current }
        nonmutating set { slot.replace(with: newValue) }
    }
}

/// Declares how a schema reads its storage: `@StorageMode var storageMode = .cachedReadStorageWrite`.
///
/// Like ``Storage``, assign it in the declaration or in `init`; a later assignment is safe from any thread and takes
/// effect at the next read. See ``PrefsStorageMode`` for what each mode means.
@propertyWrapper
public struct StorageMode: Sendable {
    /// The mode given in the declaration or in `init`, or assigned since.
    @usableFromInline let slot: _PrefsRuntime.ModeSlot

    public init(wrappedValue: PrefsStorageMode) {
        slot = _PrefsRuntime.ModeSlot(wrappedValue)
    }

    /// The mode.
    public var wrappedValue: PrefsStorageMode {
        @inlinable @inline(__always) get { slot.current }
        nonmutating set { slot.replace(with: newValue) }
    }
}

extension _PrefsRuntime {
    /// One schema's storage: the one it was given, and the one assigned since, if any.
    ///
    /// Until the storage is first replaced, a read is one atomic load and the given storage, which is never released
    /// before the slot (a reader on another thread may be about to take it: nothing tells when it is done). A
    /// replacement is kept under this slot's lock and read under it, so a reader copies it out (and holds it) before
    /// another replacement can release it; the replaced one is released outside the lock, since a file storage's
    /// `deinit` stops its watcher. The lock is this schema's alone: other schemas' reads never take it.
    @usableFromInline
    final class StorageSlot<Value: PrefsStorage>: Sendable {
        @usableFromInline let initial: Value
        /// Whether `replacement` holds a storage; set once, never cleared.
        @usableFromInline let isReplaced = Atomic<Bool>(false)
        let replacement = Mutex<Value?>(nil)

        init(_ initial: Value) { self.initial = initial }

        @inlinable
        var current: Value {
            if _fastPath(!isReplaced.load(ordering: .acquiring)) { return initial }
            return replaced
        }

        @usableFromInline
        var replaced: Value { replacement.withLock { $0 } ?? initial }

        func replace(with value: Value) {
            // The storage this one replaces (if it was itself a replacement) is handed out of the lock and released
            // after it: a file storage's `deinit` stops its watcher, which need not happen under the lock.
            _ = replacement.withLock { replacement -> Value? in
                let previous = replacement
                replacement = value
                isReplaced.store(true, ordering: .releasing)
                return previous
            }
        }
    }

    /// One schema's storage mode, kept in an atomic: every read is one atomic load, replaced or not.
    @usableFromInline
    final class ModeSlot: Sendable {
        /// Whether the mode is ``PrefsStorageMode/cachedReadStorageWrite``.
        @usableFromInline let isCached: Atomic<Bool>

        init(_ mode: PrefsStorageMode) { isCached = Atomic(mode == .cachedReadStorageWrite) }

        @inlinable
        var current: PrefsStorageMode {
            isCached.load(ordering: .relaxed) ? .cachedReadStorageWrite : .storageOnly
        }

        func replace(with mode: PrefsStorageMode) {
            isCached.store(mode == .cachedReadStorageWrite, ordering: .relaxed)
        }
    }
}
