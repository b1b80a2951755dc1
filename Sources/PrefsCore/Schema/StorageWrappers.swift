public import Synchronization

/// Declares a schema's storage: `@Storage var storage = .dictionary`.
///
/// Assign it in the declaration or in `init`. A later assignment is allowed and safe from any thread — readers see
/// the old storage or the new one, never a torn value — and the schema follows it: caches are dropped, the schema
/// subscribes to the new storage at its next use, and observers, change streams and `@OnPrefChange` methods hear of
/// every preference whose value differs between the two storages. The replaced storage stays alive as long as the
/// schema, since a reader on another thread may still be using it.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage: AnyPrefsStorage
///     @StorageMode var storageMode = .cachedReadStorageWrite
///     init(storage: any PrefsStorage) { self.storage = AnyPrefsStorage(storage) }
/// }
/// ```
@propertyWrapper
public struct Storage<Wrapped: PrefsStorage>: Sendable {
    /// The storage given in the declaration or in `init`.
    @usableFromInline let initial: Wrapped
    /// Names this wrapper among replacements (see ``_PrefsRuntime/Replacements``).
    @usableFromInline let token: UInt64

    public init(wrappedValue: Wrapped) {
        initial = wrappedValue
        token = _PrefsRuntime.Replacements.newToken()
    }

    /// The storage.
    public var wrappedValue: Wrapped {
        @inlinable @inline(__always) get {
            if _fastPath(!_PrefsRuntime.Replacements.anyMade) { return initial }
            return _PrefsRuntime.Replacements.value(for: token) as? Wrapped ?? initial
        }
        nonmutating set { _PrefsRuntime.Replacements.replace(token, with: newValue) }
    }
}

/// Declares how a schema reads its storage: `@StorageMode var storageMode = .cachedReadStorageWrite`.
///
/// Like ``Storage``, assign it in the declaration or in `init`; a later assignment is safe from any thread and takes
/// effect at the next read. See ``PrefsStorageMode`` for what each mode means.
@propertyWrapper
public struct StorageMode: Sendable {
    @usableFromInline let initial: PrefsStorageMode
    @usableFromInline let token: UInt64

    public init(wrappedValue: PrefsStorageMode) {
        initial = wrappedValue
        token = _PrefsRuntime.Replacements.newToken()
    }

    /// The mode.
    public var wrappedValue: PrefsStorageMode {
        @inlinable @inline(__always) get {
            if _fastPath(!_PrefsRuntime.Replacements.anyMade) { return initial }
            return _PrefsRuntime.Replacements.value(for: token) as? PrefsStorageMode ?? initial
        }
        nonmutating set { _PrefsRuntime.Replacements.replace(token, with: newValue) }
    }
}

extension _PrefsRuntime {
    /// The storages and modes assigned to schemas after `init`, by wrapper.
    ///
    /// Reading a wrapper costs one check of ``anyMade`` while no schema of the process ever had its storage or mode
    /// replaced (the usual case); after a replacement, reads look the wrapper up under a lock. A replacement stays in
    /// the table for the life of the process, since a reader on another thread may still be using it.
    public enum Replacements {
        private static let nextToken = Atomic<UInt64>(0)
        @usableFromInline static let made = Atomic<Bool>(false)
        private static let values = Mutex<[UInt64: any Sendable]>([:])

        /// Whether any storage or mode was ever replaced in this process.
        @inlinable
        static var anyMade: Bool { made.load(ordering: .acquiring) }

        static func newToken() -> UInt64 { nextToken.add(1, ordering: .relaxed).newValue }

        @usableFromInline
        static func value(for token: UInt64) -> (any Sendable)? {
            values.withLock { $0[token] }
        }

        static func replace(_ token: UInt64, with value: any Sendable) {
            values.withLock {
                $0[token] = value
                made.store(true, ordering: .releasing)
            }
        }
    }
}
