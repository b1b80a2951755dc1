import Synchronization

/// The storage contract as a table of checks that any storage can be run against: the package's own storages pass
/// every one in both storage modes, and an app adopts them for a storage of its own in one line of its tests.
///
/// Each ``Case`` makes a small schema (two preferences, keys `conformance.a` and `conformance.b`) over the storage,
/// does one thing through the schema API or the storage API, and checks what a user would see afterwards. Most cases
/// are re-entrant use: a read, a write or a batch of the same or another key from inside each of the five callbacks
/// a user's code runs in (`update`, `modify`, a storage observer, an `@OnPrefChange` hook, a change stream). See
/// "The storage contract" in Docs/Storage.md for what each must do.
///
/// ```swift
/// @Test(arguments: PrefsStorageConformance.cases)
/// func myStorageConforms(_ check: PrefsStorageConformance.Case) async throws {
///     try await check.run(on: { MyStorage() })
/// }
/// ```
///
/// A storage that breaks the contract may crash or hang rather than fail; the package's own suite runs each case in
/// a child process for that reason (Tests/PrefsDemoTests/StorageConformanceProcessTests.swift).
public enum PrefsStorageConformance {
    /// One check of the contract, named `callback/action` (`update/write-other`) or `contract/what`.
    public struct Case: Sendable, CustomStringConvertible {
        /// The case's name, stable, as ``named(_:)`` finds it.
        public let name: String
        /// Whether the case is re-entrant use (an action from inside a callback).
        public let isReentrant: Bool
        let check: @Sendable (Fixture) async throws -> Void

        public var description: String { name }

        /// Runs the check in both storage modes, each over a fresh storage from `makeStorage`.
        ///
        /// ```swift
        /// try await PrefsStorageConformance.named("update/write-other")!.run(on: { DictionaryPrefsStorage() })
        /// ```
        /// - Throws: ``Failure`` naming the case, the mode and what differed; or what the storage threw.
        public func run(on makeStorage: () throws -> any PrefsStorage) async throws {
            for mode in [PrefsStorageMode.storageOnly, .cachedReadStorageWrite] {
                try await run(on: makeStorage(), mode: mode)
            }
        }

        /// Runs the check once, over `storage` in `mode`. The storage's keys `conformance.a` and `conformance.b` are
        /// removed first.
        /// - Throws: ``Failure`` naming the case, the mode and what differed; or what the storage threw.
        public func run(on storage: any PrefsStorage, mode: PrefsStorageMode) async throws {
            try storage.modify {
                $0[Fixture.keyA] = nil
                $0[Fixture.keyB] = nil
            }
            try await check(Fixture(caseName: name, storage: storage, mode: mode))
        }
    }

    /// A check that did not hold: `update/write-other (storageOnly): conformance.b reads 10, expected 50`.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Every case: the contract's basic promises, then the re-entrancy table (five callbacks × six actions).
    public static let cases: [Case] =
        basicCases
        + Callback.allCases.flatMap { callback in
            Action.allCases.map { action in
                Case(name: "\(callback.rawValue)/\(action.rawValue)", isReentrant: true) {
                    try await $0.check(action, inside: callback)
                }
            }
        }

    /// The case named `name`, or `nil`.
    public static func named(_ name: String) -> Case? { cases.first { $0.name == name } }
}

/// The schema every case uses.
@PrefsSchema final class ConformancePrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    @Pref(key: "conformance.a") var a: Int = 0
    @Pref(key: "conformance.b") var b: Int = 10

    /// What the `@OnPrefChange` hook of `a` runs.
    let hook = Mutex<(@Sendable () -> Void)?>(nil)

    init(storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        self.storageMode = mode
    }

    @OnPrefChange("a") func aChanged() {
        hook.withLock { $0 }?()
    }
}
