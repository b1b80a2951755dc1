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
    @usableFromInline let cell: _PrefsRuntime.StorageCell<Wrapped>

    public init(wrappedValue: Wrapped) {
        cell = _PrefsRuntime.StorageCell(wrappedValue)
    }

    /// The storage.
    public var wrappedValue: Wrapped {
        @inlinable get { cell.value }
        nonmutating set { cell.replace(with: newValue) }
    }
}

/// Declares how a schema reads its storage: `@StorageMode var storageMode = .cachedReadStorageWrite`.
///
/// Like ``Storage``, assign it in the declaration or in `init`; a later assignment is safe from any thread and takes
/// effect at the next read. See ``PrefsStorageMode`` for what each mode means.
@propertyWrapper
public struct StorageMode: Sendable {
    @usableFromInline let cell: _PrefsRuntime.ModeCell

    public init(wrappedValue: PrefsStorageMode) {
        cell = _PrefsRuntime.ModeCell(wrappedValue)
    }

    /// The mode.
    public var wrappedValue: PrefsStorageMode {
        @inlinable get { cell.value }
        nonmutating set { cell.value = newValue }
    }
}

extension _PrefsRuntime {
    /// The storage of a schema, replaceable from any thread: an atomic reference. Replaced storages are kept alive
    /// until the cell goes, so a reader that loaded one a moment ago may go on using it.
    public final class StorageCell<Value: AnyObject & Sendable>: Sendable {
        /// The retained storage's address.
        @usableFromInline let current: Atomic<UInt>
        private let replaced = Mutex<[Value]>([])

        init(_ value: Value) {
            current = Atomic(UInt(bitPattern: Unmanaged.passRetained(value).toOpaque()))
        }

        @inlinable
        var value: Value {
            Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring))!)
                .takeUnretainedValue()
        }

        func replace(with value: Value) {
            let new = UInt(bitPattern: Unmanaged.passRetained(value).toOpaque())
            let old = current.exchange(new, ordering: .acquiringAndReleasing)
            replaced.withLock {
                $0.append(Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: old)!).takeRetainedValue())
            }
        }

        deinit {
            Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring))!).release()
        }
    }

    /// The storage mode of a schema, replaceable from any thread.
    public final class ModeCell: Sendable {
        @usableFromInline let isCached: Atomic<Bool>

        init(_ mode: PrefsStorageMode) {
            isCached = Atomic(mode == .cachedReadStorageWrite)
        }

        @inlinable
        var value: PrefsStorageMode {
            get { isCached.load(ordering: .relaxed) ? .cachedReadStorageWrite : .storageOnly }
            set { isCached.store(newValue == .cachedReadStorageWrite, ordering: .relaxed) }
        }
    }
}
