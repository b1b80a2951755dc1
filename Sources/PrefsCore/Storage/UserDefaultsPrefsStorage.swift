public import Foundation

/// Preferences in `UserDefaults`, for parity with other preference libraries and for apps that already use it.
///
/// What the storage *holds* is the app's own persistent domain (``domainName``): ``storageValues()``, exports,
/// imports, batches, observers, migrations, change review and the command line's `dump` see that domain and nothing
/// else. A read of one key, ``storageValue(forKey:)``, is `UserDefaults`' own look-up through its search list, as
/// PrefsKit reads: a `-key value` launch argument wins over the stored value, and a value given to
/// `register(defaults:)` (or, on Apple platforms, one of the global domain) is read when the app's domain has none.
/// ``PrefsStorage/source(forKey:)`` says which of them gave the value; writes always go to the app's domain.
///
/// Reads go to `UserDefaults` every time. Each batch starts from the current contents of the domain, is written key
/// by key with `set(_:forKey:)`/`removeObject(forKey:)`, and bumps ``generation``. Changes made to the same defaults
/// by other code (another `UserDefaults` object, another process) are not observed until the next batch or
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
// a lock) but is not marked `Sendable`. Every other piece of state is immutable or in the `Sendable` `PrefsValueStore`.
public final class UserDefaultsPrefsStorage: PrefsStorage, @unchecked Sendable {
    /// The defaults this storage reads and writes.
    public let suite: UserDefaults
    /// The name of the persistent domain the storage holds: the suite's name, or for `UserDefaults.standard` the
    /// main bundle's identifier, or the process's name when there is no bundle identifier (a command-line tool: Core
    /// Foundation names its domain so).
    ///
    /// `nil` on Apple platforms for a storage made from a `UserDefaults` object other than `.standard` without its
    /// `domain`: Foundation does not tell an object's suite name there (swift-corelibs-foundation keeps it where Prefs
    /// can read it). Such a storage holds what `suite` reads less what comes from another domain: the argument
    /// domain's keys, and values equal to a registered default or a global value.
    ///
    /// ```swift
    /// UserDefaultsPrefsStorage(suiteName: "com.example.app").domainName  // "com.example.app"
    /// ```
    public let domainName: String?
    /// Where problems with values are reported; the process-wide handler unless given another.
    public let issues: PrefsIssueHandler
    let domain: Domain
    private let store: PrefsValueStore

    /// A storage over `UserDefaults.standard`, or over the suite `suiteName` when given.
    public init(suiteName: String? = nil, issues: PrefsIssueHandler = .global) {
        if let suiteName, let named = UserDefaults(suiteName: suiteName) {
            suite = named
            domain = .named(suiteName)
        } else {
            suite = .standard
            domain = .standard(Self.standardDomainName)
        }
        domainName = domain.name
        self.issues = issues
        store = PrefsValueStore(values: domain.values(in: suite))
    }

    /// A storage over `defaults`, whose persistent domain is `domain`.
    ///
    /// Foundation on Apple platforms does not tell which suite an object was made for: give its name as `domain` so
    /// that the storage holds exactly that domain (see ``domainName``). `UserDefaults.standard` needs none.
    ///
    /// ```swift
    /// let storage = UserDefaultsPrefsStorage(UserDefaults(suiteName: "group.example")!, domain: "group.example")
    /// ```
    public init(_ defaults: UserDefaults, domain: String? = nil, issues: PrefsIssueHandler = .global) {
        suite = defaults
        self.domain =
            if defaults === UserDefaults.standard {
                .standard(domain ?? Self.standardDomainName)
            } else if let domain { .named(domain) } else { Domain.of(defaults) }
        domainName = self.domain.name
        self.issues = issues
        store = PrefsValueStore(values: self.domain.values(in: defaults))
    }

    /// `UserDefaults`' look-up of `key`: the argument domain, the app's domain, then (on Apple platforms) the global
    /// domain, then the registered defaults.
    public func storageValue(forKey key: String) -> PrefsValue? {
        suite.object(forKey: key).flatMap(PrefsValue.init(propertyListObject:))
    }

    /// Every key and value of the app's own persistent domain (``domainName``); never a launch argument, a
    /// registered default or a global value.
    public func storageValues() -> [String: PrefsValue] { domain.values(in: suite) }

    /// Applies the batch to the app's persistent domain.
    ///
    /// The batch starts from what the domain holds now, keys other code wrote to it included (observers hear of those
    /// first), so it changes, and reports, only what `body` changes: a reinitialising import removes every key of the
    /// domain (and no registered default or launch argument, which are not stored there), and an updating one reports
    /// only the imported keys whose value changed.
    /// - Throws: what `body` throws; nothing changes then.
    public func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        store.replaceValues(with: domain.values(in: suite))
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

    /// Reads the domain again and notifies observers of the keys whose value changed since the last batch.
    public func reload() { store.replaceValues(with: domain.values(in: suite)) }

    public var generation: UInt64 { store.generation }

    public func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        store.observe(observer)
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
