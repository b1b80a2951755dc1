import Foundation
import Prefs
import Testing

@Suite struct ValidationAndResetTests {
    @Test(arguments: ReviewBackend.all)
    func theTypedSetterRejectsOutOfRangeValuesAndKeepsTheStoredOne(backend: ReviewBackend) {
        let fixture = backend.make()
        let prefs = fixture.prefs
        prefs.fontSize = 16
        let issues = IssueRecorder.issues { prefs.fontSize = 99 }
        #expect(prefs.fontSize == 16)
        #expect(
            issues == [
                PrefsIssue(
                    .invalidValue(key: "ui.fontSize", value: .double(99), allowed: "10...24 in steps of 1"),
                    outcome: .keptStoredValue)
            ])
        prefs.quality = .medium
        #expect((prefs.quality, fixture.reopened().fontSize) == (.low, 16))
    }

    @Test func updateRejectsToo() {
        let prefs = ReviewPrefs()
        #expect(throws: PrefsError.self) { try prefs.$port.update { $0 = 0 } }
        #expect(prefs.port == 8080)
    }

    @Test(arguments: ReviewBackend.all)
    func resetOneGroupOrAll(backend: ReviewBackend) throws {
        let fixture = backend.make()
        let prefs = fixture.prefs
        prefs.fontSize = 20
        prefs.quality = .high
        prefs.port = 9
        prefs.launches = 3
        prefs.$launches.reset()
        #expect(prefs.$launches.isDefault)
        try prefs.reset(group: "display")
        #expect((prefs.fontSize, prefs.quality, prefs.port) == (14, .low, 9))
        try prefs.resetAll()
        #expect(
            (prefs.port, prefs.storage.storageValues().isEmpty, fixture.reopened().storage.storageValues().isEmpty) == (
                8080, true, true
            ))
        prefs.port = 9
        #expect(throws: PrefsError.unknownKey("nope")) { try prefs.reset(keys: ["port", "nope"]) }
        #expect(fixture.reopened().port == 9)
    }

    @Test(arguments: ReviewBackend.all)
    func theHookRunsAfterEveryWriteWithOnlyRealChanges(backend: ReviewBackend) {
        let fixture = backend.make()
        let prefs = fixture.prefs
        prefs.port = 9000
        prefs.port = 9000
        prefs.storage.setValue(forKey: "launches", to: 5)
        prefs.storage.setValue(forKey: "unrelated", to: 5)
        let seen = prefs.seen.withLock { $0 }
        #expect(seen.map { $0.map(\.key) } == [["port"], ["launches"]])
    }

    @Test func declarationsDescribeEveryPreference() {
        #expect(
            (Set(ReviewPrefs.prefKeys), ReviewPrefs.settingsTree.children.map(\.id)) == (
                ["ui.fontSize", "quality", "port", "proxy", "launches"], ["launches", "display", "network"]
            ))
    }
}

extension ValidationAndResetTests {
    @Test(arguments: ReviewBackend.all)
    func aSchemaImportChecksEveryValueAndWritesNothingWhenOneIsInvalid(backend: ReviewBackend) throws {
        let fixture = backend.make()
        let prefs = fixture.prefs
        prefs.port = 1234
        let document = Data(#"{"port": 0, "launches": 5}"#.utf8)
        #expect(throws: PrefsError.invalidValue(key: "port", value: .int(0), allowed: "1...65535")) {
            try prefs.importValues(from: document, format: .json, by: .updating)
        }
        #expect((prefs.port, prefs.launches) == (1234, 0))
        let changed = try prefs.importValues(
            from: Data(#"{"port": 80, "extra": true}"#.utf8), format: .json, by: .updating)
        #expect((changed, prefs.port, fixture.reopened().port) == (["port", "extra"], 80, 80))
    }
}

/// What another tool wrote outside a preference's range reads as the default everywhere, and a reset clears it.
@Suite struct StoredValueOutsideTheRangeTests {
    @Test(arguments: bothModes)
    func aTypedReadGivesTheDefaultAndReportsTheStoredValue(mode: PrefsStorageMode) throws {
        let prefs = ReviewPrefs(storage: DictionaryPrefsStorage(root: ["ui.fontSize": 99.0]), mode: mode)
        let issues = IssueRecorder.issues { #expect(prefs.fontSize == 14) }
        #expect(
            issues == [
                PrefsIssue(
                    .invalidValue(key: "ui.fontSize", value: .double(99), allowed: "10...24 in steps of 1"),
                    outcome: .readDefault)
            ])
        #expect(try prefs.value(forKey: "ui.fontSize") == .double(14))
        #expect(try prefs.isDefault(forKey: "ui.fontSize"))
        // Setting a valid value reports the change from what the app read (the default), not from 99.
        var review = prefs.review()
        try review.stage(prefs.$fontSize, 18)
        #expect(review.changes.map(\.oldValue) == [.double(14)])
    }

    @Test(arguments: bothModes)
    func aResetRemovesAStoredValueEqualToTheDefault(mode: PrefsStorageMode) throws {
        let storage = DictionaryPrefsStorage(root: ["ui.fontSize": 14.0, "port": 99_999])
        let prefs = ReviewPrefs(storage: storage, mode: mode)
        var review = prefs.review()
        try review.stageReset("ui.fontSize")
        try review.stageReset("port")
        #expect(try review.apply().isEmpty, "neither effective value changes")
        #expect(storage.storageValues().isEmpty, "but both stored values are gone, so a later default applies")
    }
}
