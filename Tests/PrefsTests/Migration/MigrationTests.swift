import Foundation
import PrefsMigrations
import Testing

/// `migrate()` over every file storage: renamed keys move, old stored forms are converted, and the migrations are
/// recorded, in one write; a failing migration writes nothing.
@Suite struct MigrationTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    @Test(arguments: FileKind.allCases)
    func migrateMovesConvertsAndRecordsInOneWrite(kind: FileKind) throws {
        let url = try directory.preferences(kind, versionOneValues)
        let storage = kind.storage(url)
        let batches = BatchLog(storage)
        let report = try AppPrefsV2(storage).migrate()

        #expect(
            report.steps == [
                PrefsMigrationStep(
                    kind: .move(from: "fontSize"), key: "ui.fontSize", oldValue: nil, newValue: .double(16)),
                PrefsMigrationStep(
                    kind: .convert(migration: "wrapLines-bool"), key: "wrapLines", oldValue: .string("yes"),
                    newValue: .bool(true)),
                PrefsMigrationStep(
                    kind: .convert(migration: "delay-milliseconds"), key: "delay", oldValue: .int(30),
                    newValue: .int(30_000)),
            ])
        #expect((report.recorded, batches.keys.count) == (["wrapLines-bool", "delay-milliseconds"], 1))
        let migrated = kind.storage(url).storageValues()
        #expect(
            migrated == [
                "ui.fontSize": .double(16), "wrapLines": .bool(true), "delay": .int(30_000),
                "plugin.colour": .string("red"),
                PrefsMigrationRecord.key: .array([.string("wrapLines-bool"), .string("delay-milliseconds")]),
            ])
        let prefs = AppPrefsV2(kind.storage(url))
        #expect(prefs.fontSize == 16 && prefs.wrapLines && prefs.delay == .seconds(30))
    }

    /// Run again, nothing changes, and the delay, whose old and new forms are both integers, is not converted twice.
    @Test(arguments: FileKind.allCases)
    func aMigrationRunsOnce(kind: FileKind) throws {
        let url = try directory.preferences(kind, versionOneValues)
        try AppPrefsV2(kind.storage(url)).migrate()
        let bytes = try Data(contentsOf: url)
        let again = try AppPrefsV2(kind.storage(url)).migrate()
        #expect(again.isEmpty)
        #expect(try Data(contentsOf: url) == bytes)
        #expect(AppPrefsV2(kind.storage(url)).delay == .seconds(30))
    }

    /// A new storage records the pending migrations at once, so that a value written later in the new form is never
    /// taken for the old one.
    @Test(arguments: FileKind.allCases)
    func aNewStorageRecordsItsMigrations(kind: FileKind) throws {
        let url = directory.file(kind.fileName)
        let report = try AppPrefsV2(kind.storage(url)).migrate()
        #expect(report.steps.isEmpty && report.recorded == ["wrapLines-bool", "delay-milliseconds"])
        let prefs = AppPrefsV2(kind.storage(url))
        prefs.delay = .seconds(2)
        try AppPrefsV2(kind.storage(url)).migrate()
        #expect(AppPrefsV2(kind.storage(url)).delay == .seconds(2))
    }

    /// A migration that cannot run, and the error that names its key, the migration and why.
    struct FailingMigration: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// What the file holds at `wrapLines`.
        let wrapLines: PrefsValue
        /// Whether version 1 (whose migration's key is a typo) migrates, rather than version 2.
        var versionOne = false
        let error: PrefsError
    }

    static let failingMigrations = [
        FailingMigration(
            testDescription: "a value the migration refuses", wrapLines: .string("maybe"),
            error: .migrationFailed(
                key: "wrapLines", migration: "wrapLines-bool", reason: #""maybe" could not be converted"#)),
        FailingMigration(
            testDescription: "a value in neither form", wrapLines: .int(3),
            error: .migrationFailed(
                key: "wrapLines", migration: "wrapLines-bool",
                reason: "it holds int 3, which is neither the old form (String) nor a Bool")),
        FailingMigration(
            testDescription: "a migration whose key no preference has", wrapLines: .string("yes"), versionOne: true,
            error: .migrationFailed(
                key: "wrapLine", migration: "wrapLine-bool", reason: "no preference of the schema has this key")),
    ]

    @Test(arguments: FileKind.allCases, failingMigrations)
    func aFailingMigrationWritesNothingAndNamesTheKey(kind: FileKind, failure: FailingMigration) throws {
        let url = try directory.preferences(kind, ["fontSize": 16.0, "wrapLines": failure.wrapLines, "delay": 30])
        let bytes = try Data(contentsOf: url)
        #expect(throws: failure.error) {
            if failure.versionOne {
                try AppPrefsV1(kind.storage(url)).migrate()
            } else {
                try AppPrefsV2(kind.storage(url)).migrate()
            }
        }
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test(arguments: FileKind.allCases)
    func aDryRunReportsAndWritesNothing(kind: FileKind) throws {
        let url = try directory.preferences(kind, versionOneValues)
        let bytes = try Data(contentsOf: url)
        let planned = try AppPrefsV2(kind.storage(url)).migrate(dryRun: true)
        #expect(try Data(contentsOf: url) == bytes)
        #expect(try AppPrefsV2(kind.storage(url)).migrate() == planned)
    }

    /// The migration reads the file under its lock: a value another process wrote after this storage read the file
    /// is the one converted.
    @Test(arguments: FileKind.allCases)
    func aMigrationConvertsWhatTheFileHoldsNow(kind: FileKind) throws {
        let url = try directory.preferences(kind, ["wrapLines": "yes"])
        let prefs = AppPrefsV2(kind.storage(url))
        kind.storage(url).setValue(forKey: "wrapLines", to: "no")
        let report = try prefs.migrate()
        #expect(
            (report.steps.first?.oldValue, prefs.wrapLines, kind.storage(url).storageValue(forKey: "wrapLines")) == (
                .string("no"), false, .bool(false)
            ))
    }

    /// Once recorded, a value an older version wrote again in the old form, which the preference cannot read, is
    /// converted again; the delay, which reads in either form, is left alone.
    @Test(arguments: FileKind.allCases)
    func anOldFormWrittenAfterTheMigrationIsConvertedAgain(kind: FileKind) throws {
        let url = try directory.preferences(kind, versionOneValues)
        try AppPrefsV2(kind.storage(url)).migrate()
        let old = AppPrefsV1(kind.storage(url))
        old.wrapLines = "no"
        old.delay = 7
        let report = try AppPrefsV2(kind.storage(url)).migrate()
        #expect((report.steps.map(\.key), report.recorded.isEmpty) == (["wrapLines"], true))
        let prefs = AppPrefsV2(kind.storage(url))
        #expect((prefs.wrapLines, prefs.delay) == (false, .milliseconds(7)))
    }

    @Test func aRecordThatIsNotAListFailsAndWritesNothing() throws {
        let storage = DictionaryPrefsStorage(root: [PrefsMigrationRecord.key: 3, "wrapLines": "yes"])
        #expect(throws: PrefsError.self) { try AppPrefsV2(storage).migrate() }
        #expect(storage.storageValue(forKey: "wrapLines") == .string("yes"))
        #expect(
            PrefsError.migrationFailed(key: "k", migration: "m", reason: "r").description
                == "'k': migration 'm' failed: r")
    }

    /// Storages other than files migrate in one batch too.
    @Test func memoryAndUserDefaultsStoragesMigrate() throws {
        let suite = "prefs-tests-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let storages: [any PrefsStorage] = [DictionaryPrefsStorage(), UserDefaultsPrefsStorage(suiteName: suite)]
        for storage in storages {
            try storage.load(from: versionOneValues, by: .updating)
            let batches = BatchLog(storage)
            try AppPrefsV2(storage).migrate()
            #expect(batches.keys.count == 1)
            let prefs = AppPrefsV2(storage)
            #expect(prefs.fontSize == 16 && prefs.wrapLines && prefs.delay == .seconds(30))
            #expect(storage.storageValue(forKey: "fontSize") == nil)
            #expect(storage.storageValue(forKey: "plugin.colour") == .string("red"))
        }
    }
}

/// Version 1 with a migration whose key is a typo of `wrapLines`.
extension AppPrefsV1: PrefsMigrating {
    static let migrations: [PrefsMigration] = [
        .convert("wrapLine", id: "wrapLine-bool", from: String.self) { $0 == "yes" }
    ]
}
