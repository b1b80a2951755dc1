import Foundation
import PrefsCommandLine
import PrefsKitCompatibility

/// The rows that never touch a file: reads and writes of one `Int` preference, and `UserDefaults`.
///
/// Every operation's loop is written out where it is measured, so that the operation is inlined into it rather than
/// called through a closure (which would add the same few nanoseconds to both sides and flatter the ratio).
enum MemoryBenchCases {
    static let key = "launches"

    static func cases(_ configuration: BenchConfiguration) -> [BenchCase] {
        let plan = configuration.tiny
        return [
            BenchCase("cached-read") { cachedRead(plan) },
            BenchCase("cached-write") { cachedWrite(plan) },
            BenchCase("storage-only-read") { storageOnlyRead(plan) },
            BenchCase("storage-only-write") { storageOnlyWrite(plan) },
            BenchCase("storage-read") { storageRead(plan) },
            BenchCase("storage-write") { storageWrite(plan) },
            BenchCase("userdefaults-read") { try userDefaults { userDefaultsRead($0, plan) } },
            BenchCase("userdefaults-write") { try userDefaults { userDefaultsWrite($0, plan) } },
        ]
    }

    /// The floor for storage reads: a `Mutex<[String: Any]>` read with the cast to the preference's type.
    static func lockedRead() -> (name: String, operation: BenchHarness.Operation) {
        let locked = BenchLockedDictionary()
        locked.set(7, forKey: key)
        return (
            "Mutex<[String: Any]> read + `as? Int`",
            { count in
                var total = 0
                for _ in 0..<count { total &+= locked.int(forKey: key) ?? 0 }
                return total
            }
        )
    }

    /// The floor for storage writes: a `Mutex<[String: Any]>` write.
    static func lockedWrite() -> (name: String, operation: BenchHarness.Operation) {
        let locked = BenchLockedDictionary()
        var next = 0
        return (
            "Mutex<[String: Any]> write",
            { count in
                let base = next
                next &+= count
                for offset in 0..<count { locked.set(base &+ offset, forKey: key) }
                return next
            }
        )
    }

    private static func cachedRead(_ plan: BenchPlan) -> BenchRow {
        let prefs = BenchCachedPrefs()
        prefs.launches = 7
        let plain = BenchPlainSettings()
        plain.launches = 7
        return BenchRow.measure(
            "cached-read", "@Pref read, .cachedReadStorageWrite schema", plan: plan, target: .ratio(3),
            subject: { count in
                var total = 0
                for _ in 0..<count { total &+= prefs.launches }
                return total
            },
            baseline: (
                "@Observable stored property read",
                { count in
                    var total = 0
                    for _ in 0..<count { total &+= plain.launches }
                    return total
                }
            ))
    }

    /// A schema write next to the write it replaces in an `@Observable` class: both notify observers; the schema
    /// also validates the value, writes its storage and publishes the change to streams and `prefsDidChange`.
    private static func cachedWrite(_ plan: BenchPlan) -> BenchRow {
        let prefs = BenchCachedPrefs()
        let plain = BenchPlainSettings()
        var next = 0
        var nextPlain = 0
        return BenchRow.measure(
            "cached-write", "@Pref write, .cachedReadStorageWrite schema", plan: plan, target: .ratio(3),
            subject: { count in
                let base = next
                next &+= count
                for offset in 0..<count { prefs.launches = base &+ offset }
                return next
            },
            baseline: (
                "@Observable stored property write",
                { count in
                    let base = nextPlain
                    nextPlain &+= count
                    for offset in 0..<count { plain.launches = base &+ offset }
                    return plain.launches
                }
            ))
    }

    private static func storageOnlyRead(_ plan: BenchPlan) -> BenchRow {
        let prefs = BenchStorageOnlyPrefs()
        prefs.launches = 7
        return BenchRow.measure(
            "storage-only-read", "@Pref read, .storageOnly schema on DictionaryPrefsStorage", plan: plan,
            target: .ratio(3),
            subject: { count in
                var total = 0
                for _ in 0..<count { total &+= prefs.launches }
                return total
            }, baseline: lockedRead())
    }

    private static func storageOnlyWrite(_ plan: BenchPlan) -> BenchRow {
        let prefs = BenchStorageOnlyPrefs()
        var next = 0
        return BenchRow.measure(
            "storage-only-write", "@Pref write, .storageOnly schema on DictionaryPrefsStorage", plan: plan,
            target: .ratio(3),
            subject: { count in
                let base = next
                next &+= count
                for offset in 0..<count { prefs.launches = base &+ offset }
                return next
            }, baseline: lockedWrite())
    }

    private static func storageRead(_ plan: BenchPlan) -> BenchRow {
        let storage = DictionaryPrefsStorage(root: [key: 7])
        return BenchRow.measure(
            "storage-read", "DictionaryPrefsStorage value(forKey:as: Int.self)", plan: plan, target: .ratio(3),
            subject: { count in
                var total = 0
                for _ in 0..<count { total &+= storage.value(forKey: key, as: Int.self) ?? 0 }
                return total
            }, baseline: lockedRead())
    }

    private static func storageWrite(_ plan: BenchPlan) -> BenchRow {
        let storage = DictionaryPrefsStorage(root: [key: 7])
        var next = 0
        return BenchRow.measure(
            "storage-write", "DictionaryPrefsStorage setValue(forKey:to:)", plan: plan, target: .ratio(3),
            subject: { count in
                let base = next
                next &+= count
                for offset in 0..<count { storage.setValue(forKey: key, to: base &+ offset) }
                return next
            }, baseline: lockedWrite())
    }

    /// `UserDefaults`, the anchor most apps use today, in a suite of its own that is removed afterwards.
    private static func userDefaults(_ body: (UserDefaults) -> BenchRow) throws -> BenchRow {
        let suite = "PrefsBench-\(ProcessInfo.processInfo.processIdentifier)"
        guard let defaults = UserDefaults(suiteName: suite) else {
            throw BenchFixture.SetupError(description: "cannot create the UserDefaults suite \(suite)")
        }
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(7, forKey: key)
        return body(defaults)
    }

    private static func userDefaultsRead(_ defaults: UserDefaults, _ plan: BenchPlan) -> BenchRow {
        BenchRow.measure(
            "userdefaults-read", "UserDefaults integer(forKey:) (anchor)", plan: plan,
            subject: { count in
                var total = 0
                for _ in 0..<count { total &+= defaults.integer(forKey: key) }
                return total
            }, baseline: lockedRead())
    }

    private static func userDefaultsWrite(_ defaults: UserDefaults, _ plan: BenchPlan) -> BenchRow {
        var next = 0
        return BenchRow.measure(
            "userdefaults-write", "UserDefaults set(_:forKey:) (anchor)", plan: plan,
            subject: { count in
                let base = next
                next &+= count
                for offset in 0..<count { defaults.set(base &+ offset, forKey: key) }
                return next
            }, baseline: lockedWrite())
    }
}
