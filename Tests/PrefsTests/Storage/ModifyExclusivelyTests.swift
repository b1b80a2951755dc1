import Foundation
import PrefsMigrations
import Testing

/// `modifyExclusively(_:)`, the storage requirement `migrate()` writes through: a batch over what the file holds now,
/// through every storage that reaches a file (plain, type-erased, layered, and an app's own wrapper that forwards).
@Suite struct ModifyExclusivelyTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    /// Another process's value, written after this storage read the file, is the one a migration converts. The
    /// storage under test does not watch its file, so only a batch that reads the file can see that value.
    @Test(arguments: FileKind.allCases)
    func aWrapperThatForwardsMigratesWhatTheFileHoldsNow(kind: FileKind) throws {
        let url = try directory.preferences(kind, ["wrapLines": "yes"])
        let prefs = AppPrefsV2(ForwardingStorage(FilePrefsStorage(file: url, format: kind.format, watching: .off)))
        kind.storage(url).setValue(forKey: "wrapLines", to: "no")
        let report = try prefs.migrate()
        #expect(
            (report.steps.first?.oldValue, kind.storage(url).storageValue(forKey: "wrapLines")) == (
                .string("no"), .bool(false)
            ))
    }

    /// Over layers, the batch sees the user file's latest values and still may not change a locked key.
    @Test func aLayeredStorageReadsTheUserFileNowAndRefusesLockedKeys() throws {
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
        #expect((seen, jsonFile(url).storageValue(forKey: "count")) == (.int(5), .int(6)))

        #expect(throws: PrefsError.locked(key: "ui.theme", source: .locked(lockedURL))) {
            try layered.modifyExclusively { $0["ui.theme"] = .string("light") }
        }
        #expect(jsonFile(url).storageValue(forKey: "ui.theme") == nil)
    }

    /// A member no preference type can hold that another process added is reported once, as after `modify`, and
    /// stays in the file.
    @Test func aMemberAnotherProcessAddedIsReportedOnceAndKept() throws {
        let url = directory.file("prefs.json")
        try Data(#"{"count": 1}"#.utf8).write(to: url)
        let log = IssueLog()
        let storage = JSONFilePrefsStorage(file: url, issues: log.handler, watching: .off)
        try Data(#"{"count": 1, "note": null}"#.utf8).write(to: url)

        try storage.modifyExclusively { $0["count"] = .int(2) }
        #expect(
            (log.recorded.map(\.outcome), log.recorded.first?.key, storage.keptMembers.map(\.key)) == (
                [.keptInFile], "note", ["note"]
            ))
        try storage.modifyExclusively { $0["count"] = .int(3) }
        #expect(log.recorded.count == 1)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(#""note": null"#) && text.contains(#""count": 3"#), "\(text)")
    }

    /// A file kept in place because it could not be read refuses writes; once it reads again, an exclusive batch
    /// writes it, and the storage takes writes again.
    @Test func aFileThatReadsAgainTakesWritesAfterAnExclusiveBatch() throws {
        let url = directory.file("prefs.json")
        try Data(#"{"count": "#.utf8).write(to: url)
        let storage = JSONFilePrefsStorage(
            file: url, unreadableFile: .keepInPlace, issues: IssueLog().handler, watching: .off)
        #expect(storage.loadError != nil)
        #expect(throws: PrefsFileError.self) { try storage.modify { $0["count"] = .int(1) } }

        try Data(#"{"count": 1}"#.utf8).write(to: url)  // another process repairs it
        try storage.modifyExclusively { $0["count"] = .int(2) }
        #expect(storage.loadError == nil)
        try storage.modify { $0["theme"] = .string("dark") }
        #expect(JSONFilePrefsStorage(file: url).storageValues() == ["count": .int(2), "theme": .string("dark")])
    }

    /// A batch made from inside the exclusive one (the storage contract's re-entrant write) writes the file at once,
    /// under the lock its thread holds; the exclusive batch then commits over what it wrote, so of a key both write
    /// the exclusive batch's value wins and the other key keeps the inner batch's value. Observers hear of each batch
    /// once, the exclusive one with only the key it changes over what the inner one left.
    @Test(arguments: FileKind.allCases)
    func aBatchFromInsideCommitsFirstAndTheExclusiveBatchWinsForTheSameKey(kind: FileKind) throws {
        let url = try directory.preferences(kind, ["count": 1])
        let storage = kind.storage(url)
        let log = BatchLog(storage)
        try storage.modifyExclusively { transaction in
            transaction["count"] = .int(2)
            try storage.modify { inner in
                inner["count"] = .int(9)
                inner["theme"] = .string("dark")
            }
        }
        let expected: [String: PrefsValue] = ["count": .int(2), "theme": .string("dark")]
        #expect(
            (storage.storageValues(), kind.storage(url).storageValues(), log.keys) == (
                expected, expected, [["count", "theme"], ["count"]]
            ))
    }

    private func jsonFile(_ url: URL) -> FilePrefsStorage { FileKind.json.storage(url) }
}
