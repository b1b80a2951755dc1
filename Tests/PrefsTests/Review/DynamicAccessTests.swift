import Foundation
import Prefs
import Testing

@Suite struct DynamicAccessTests {
    @Test(arguments: ReviewBackend.all)
    func setValueByKeyIsValidatedAndVisibleToTheTypedProperty(backend: ReviewBackend) throws {
        let fixture = backend.make()
        let prefs = fixture.prefs
        try prefs.setValue(.double(18), forKey: "ui.fontSize")
        #expect(prefs.fontSize == 18)
        #expect(try prefs.value(forKey: "ui.fontSize") == .double(18))

        #expect(
            throws: PrefsError.invalidValue(key: "ui.fontSize", value: .double(99), allowed: "10...24 in steps of 1")
        ) {
            try prefs.setValue(.double(99), forKey: "ui.fontSize")
        }
        #expect(throws: PrefsError.self) { try prefs.setValue(.string("big"), forKey: "ui.fontSize") }
        #expect(
            (prefs.storage.storageValue(forKey: "ui.fontSize"), prefs.fontSize, fixture.reopened().fontSize) == (
                .double(18), 18, 18
            ))
    }

    @Test func unknownKeysAreNamed() {
        let prefs = ReviewPrefs()
        #expect(throws: PrefsError.unknownKey("nope")) { try prefs.setValue(.int(1), forKey: "nope") }
        #expect(throws: PrefsError.unknownKey("nope")) { _ = try prefs.value(forKey: "nope") }
        #expect(prefs.storage.storageValues().isEmpty)
    }

    @Test(arguments: bothModes)
    func valueForKeyGivesTheDefaultForAnInvalidStoredValue(mode: PrefsStorageMode) throws {
        let storage = DictionaryPrefsStorage()
        let prefs = ReviewPrefs(storage: storage, mode: mode)
        #expect(try prefs.value(forKey: "port") == .int(8080))
        #expect(try prefs.value(forKey: "proxy") == nil)
        storage.setValue(forKey: "port", to: 0)
        #expect(try prefs.value(forKey: "port") == .int(8080))
        storage.setValue(forKey: "quality", to: "high")
        #expect(try prefs.value(forKey: "quality") == .string("high"))
    }

    @Test func nilRemovesTheStoredValueAndNotifiesOnce() throws {
        let prefs = ReviewPrefs()
        try prefs.setValue(.string("http://proxy"), forKey: "proxy")
        #expect(prefs.proxy == "http://proxy")
        try prefs.setValue(nil, forKey: "proxy")
        #expect(prefs.proxy == nil)
        #expect(prefs.storage.storageValue(forKey: "proxy") == nil)
        #expect(prefs.seen.withLock { $0.map { $0.map(\.key) } } == [["proxy"], ["proxy"]])
        try prefs.setValue(nil, forKey: "proxy")
        #expect(prefs.seen.withLock { $0.count } == 2)
    }
}
