public import Foundation

/// Preferences in `UserDefaults`, for parity with other preference libraries and for apps that already use it.
///
/// Reads go to `UserDefaults` every time. Each batch starts from the current contents of the defaults, is written
/// key by key with `set(_:forKey:)`/`removeObject(forKey:)`, and bumps ``generation``. Changes made to the same
/// defaults by other code (another `UserDefaults` object, another process) are not observed until the next batch or
/// ``reload()``; for a file that several processes share with guarantees, use ``JSONFilePrefsStorage``.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .userDefaults(suite: "com.example.app")
///     @StorageMode var storageMode = .storageOnly
///     @Pref var launches: Int = 0
/// }
/// ```
// `@unchecked Sendable`: `UserDefaults` is thread-safe (documented by Apple; swift-corelibs-foundation guards it with
// a lock) but is not marked `Sendable`. Every other piece of state is in the `Sendable` `PrefsValueStore`.
public final class UserDefaultsPrefsStorage: PrefsStorage, @unchecked Sendable {
    /// The defaults this storage reads and writes.
    public let suite: UserDefaults
    /// Where problems with values are reported; the process-wide handler unless given another.
    public let issues: PrefsIssueHandler
    private let store: PrefsValueStore

    /// A storage over `UserDefaults.standard`, or over the suite `suiteName` when given.
    public init(suiteName: String? = nil, issues: PrefsIssueHandler = .global) {
        suite = suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
        self.issues = issues
        store = PrefsValueStore(values: Self.values(of: suite))
    }

    /// A storage over `defaults`.
    public init(_ defaults: UserDefaults, issues: PrefsIssueHandler = .global) {
        suite = defaults
        self.issues = issues
        store = PrefsValueStore(values: Self.values(of: defaults))
    }

    public func storageValue(forKey key: String) -> PrefsValue? {
        suite.object(forKey: key).flatMap(PrefsValue.init(propertyListObject:))
    }

    public func storageValues() -> [String: PrefsValue] { Self.values(of: suite) }

    /// Applies the batch to the defaults.
    ///
    /// The batch starts from what the defaults hold now, keys other code wrote to them included (observers hear of
    /// those first), so it changes, and reports, only what `body` changes: a reinitialising import removes every key
    /// of the suite, and an updating one reports only the imported keys whose value changed.
    /// - Throws: what `body` throws; nothing changes then.
    public func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        store.replaceValues(with: Self.values(of: suite))
        return try store.modify(
            persist: { [suite] values, changes in
                for change in changes {
                    if let value = change.newValue {
                        suite.set(value.propertyListObject, forKey: change.key)
                    } else {
                        suite.removeObject(forKey: change.key)
                    }
                }
                return nil
            }, body)
    }

    /// Reads the defaults again and notifies observers of the keys whose value changed since the last batch.
    public func reload() { store.replaceValues(with: Self.values(of: suite)) }

    public var generation: UInt64 { store.generation }

    public func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        store.observe(observer)
    }

    private static func values(of defaults: UserDefaults) -> [String: PrefsValue] {
        defaults.dictionaryRepresentation().compactMapValues(PrefsValue.init(propertyListObject:))
    }
}

extension PrefsStorage where Self == UserDefaultsPrefsStorage {
    /// `UserDefaults.standard`: `@Storage var storage = .userDefaults`.
    public static var userDefaults: UserDefaultsPrefsStorage { UserDefaultsPrefsStorage() }

    /// A `UserDefaults` suite: `@Storage var storage = .userDefaults(suite: "com.example.app")`; `UserDefaults.standard`
    /// when `suite` is `nil`. Problems go to `issues`.
    public static func userDefaults(
        suite: String? = nil, issues: PrefsIssueHandler = .global
    ) -> UserDefaultsPrefsStorage {
        UserDefaultsPrefsStorage(suiteName: suite, issues: issues)
    }
}

extension AnyPrefsStorage {
    /// `UserDefaults.standard`, type-erased.
    public static var userDefaults: AnyPrefsStorage { AnyPrefsStorage(UserDefaultsPrefsStorage()) }

    /// A `UserDefaults` suite (`UserDefaults.standard` when `suite` is `nil`), type-erased.
    public static func userDefaults(suite: String? = nil, issues: PrefsIssueHandler = .global) -> AnyPrefsStorage {
        AnyPrefsStorage(UserDefaultsPrefsStorage(suiteName: suite, issues: issues))
    }
}
