import Foundation
import PrefsMigrations
import Testing

/// `modifyExclusively(_:)`, the storage requirement `migrate()` writes through: a batch over what the file holds now,
/// through every storage that reaches a file (plain, type-erased, layered, and an app's own wrapper that forwards).
@Suite struct ModifyExclusivelyTests {
    /// An app's own storage around another: every requirement forwards, `modifyExclusively` included.
    final class Forwarding: PrefsStorage {
        let wrapped: any PrefsStorage
        init(_ wrapped: any PrefsStorage) { self.wrapped = wrapped }
        func storageValue(forKey key: String) -> PrefsValue? { wrapped.storageValue(forKey: key) }
        func storageValues() -> [String: PrefsValue] { wrapped.storageValues() }
        func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
            try wrapped.modify(body)
        }
        func modifyExclusively<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
            try wrapped.modifyExclusively(body)
        }
        var generation: UInt64 { wrapped.generation }
        func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
            wrapped.observe(observer)
        }
    }

    /// Another process's value, written after this storage read the file, is the one a migration converts. The
    /// storage under test does not watch its file, so only a batch that reads the file can see that value.
    @Test(arguments: FileKind.allCases)
    func aWrapperThatForwardsMigratesWhatTheFileHoldsNow(kind: FileKind) throws {
        let directory = TemporaryDirectory()
        let url = try directory.preferences(kind, ["wrapLines": "yes"])
        let prefs = AppPrefsV2(Forwarding(FilePrefsStorage(file: url, format: kind.format, watching: .off)))
        kind.storage(url).setValue(forKey: "wrapLines", to: "no")
        let report = try prefs.migrate()
        #expect(report.steps.first?.oldValue == .string("no"))
        #expect(kind.storage(url).storageValue(forKey: "wrapLines") == .bool(false))
    }

    /// Over layers, the batch sees the user file's latest values and still may not change a locked key.
    @Test func aLayeredStorageReadsTheUserFileNowAndRefusesLockedKeys() throws {
        let directory = TemporaryDirectory()
        let url = try directory.preferences(.json, ["count": 1])
        let lockedURL = directory.file("locked.json")
        try Data(#"{"ui.theme": "dark"}"#.utf8).write(to: lockedURL)
        let user = JSONFilePrefsStorage(file: url, watching: .off)
        let layered = LayeredPrefsStorage(user: user, locked: JSONFilePrefsStorage(file: lockedURL))
        jsonFile(url).setValue(forKey: "count", to: 5)

        let seen = try AnyPrefsStorage(layered).modifyExclusively { transaction -> PrefsValue? in
            let count = transaction["count"]
            transaction["count"] = .int(6)
            return count
        }
        #expect(seen == .int(5))
        #expect(jsonFile(url).storageValue(forKey: "count") == .int(6))

        #expect(throws: PrefsError.locked(key: "ui.theme", source: .locked(lockedURL))) {
            try layered.modifyExclusively { $0["ui.theme"] = .string("light") }
        }
        #expect(jsonFile(url).storageValue(forKey: "ui.theme") == nil)
    }

    private func jsonFile(_ url: URL) -> FilePrefsStorage { FileKind.json.storage(url) }
}
