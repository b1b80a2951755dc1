import Foundation
import PrefsMigrations
import Testing

/// An older version of the app writing a file a newer one migrated keeps every key it does not declare.
@Suite struct DowngradeTests {
    static let cases: [(FileKind, PrefsStorageMode)] = FileKind.allCases.flatMap { kind in
        [PrefsStorageMode.storageOnly, .cachedReadStorageWrite].map { (kind, $0) }
    }

    @Test(arguments: cases)
    func anOlderSchemaKeepsTheNewerKeys(kind: FileKind, mode: PrefsStorageMode) throws {
        let directory = TemporaryDirectory()
        let url = try directory.preferences(kind, versionOneValues)
        let newer = AppPrefsV2(kind.storage(url), mode: mode)
        try newer.migrate()
        newer.accent = "green"
        newer.fontSize = 18

        let older = AppPrefsV1(kind.storage(url), mode: mode)
        older.fontSize = 12
        older.wrapLines = "no"
        try older.resetAll()
        older.delay = 9

        let stored = kind.storage(url).storageValues()
        #expect(
            (
                stored["accent"], stored["ui.fontSize"], stored["plugin.colour"], stored[PrefsMigrationRecord.key],
                stored["delay"]
            ) == (
                .string("green"), .double(18), .string("red"),
                .array([.string("wrapLines-bool"), .string("delay-milliseconds")]), .int(9)
            ))

        // Back on the newer version: its keys are as it left them.
        let again = AppPrefsV2(kind.storage(url), mode: mode)
        #expect((again.accent, again.fontSize) == ("green", 18))
    }
}
