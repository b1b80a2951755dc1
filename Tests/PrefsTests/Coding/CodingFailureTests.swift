import Foundation
import Prefs
import Testing

/// What a user sees when a coding fails: an unreadable stored value reads as the default and is reported; a value
/// that cannot be stored is refused, the stored value is kept and the refusal is reported.
@Suite struct CodingFailureTests {
    /// Puts `stored` under `key` (as a hand-edited file or another program would), then reads the preference at the
    /// next launch: it must read `fallback` and report that `key` could not be decoded.
    func expectUnreadable<Value: Equatable>(
        _ setup: StoreSetup, _ keyPath: KeyPath<CodingPrefs, Value>, reads fallback: Value,
        key: String, stored: PrefsValue, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let directory = TemporaryDirectory()
        let writer = setup.makeStorage(in: directory)
        writer.setValue(forKey: key, to: stored)
        let storage = setup.reopen(writer, in: directory)
        let prefs = CodingPrefs(storage: storage, mode: setup.mode)
        var read: Value?
        let issues = IssueRecorder.issues { read = prefs[keyPath: keyPath] }
        #expect(read == fallback, sourceLocation: sourceLocation)
        let reported = issues.contains { issue in
            guard case .typeMismatch(key, _, _, let found) = issue.error, issue.outcome == .readDefault else {
                return false
            }
            return found == setup.stored(stored)
        }
        #expect(reported, "issues: \(issues)", sourceLocation: sourceLocation)
        // The unreadable value is left for the user to inspect; reading never overwrites it.
        #expect(storage.storageValue(forKey: key) == setup.stored(stored), sourceLocation: sourceLocation)
    }

    @Test(arguments: StoreSetup.all)
    func unreadableStoredValuesReadTheDefaultAndAreReported(setup: StoreSetup) {
        expectUnreadable(setup, \.stamp, reads: nil, key: "stamp", stored: .string("yesterday"))
        expectUnreadable(setup, \.blob, reads: nil, key: "blob", stored: .string("%%%"))
        expectUnreadable(setup, \.strictFlag, reads: false, key: "strictFlag", stored: .int(2))
        expectUnreadable(setup, \.wordFlag, reads: false, key: "wordFlag", stored: .string("maybe"))
        expectUnreadable(setup, \.switchFlag, reads: false, key: "switchFlag", stored: .string("ON"))
        expectUnreadable(setup, \.int8, reads: 0, key: "int8", stored: .int(300))
        expectUnreadable(setup, \.uInt, reads: 0, key: "uInt", stored: .int(-1))
        expectUnreadable(setup, \.uInt8Text, reads: 0, key: "uInt8Text", stored: .string("256"))
        expectUnreadable(setup, \.intText, reads: 0, key: "intText", stored: .string("abc"))
        expectUnreadable(setup, \.port, reads: 8080, key: "port", stored: .string("70000"))
        expectUnreadable(setup, \.frame, reads: nil, key: "frame", stored: .string("AQID"))
    }

    @Test(arguments: StoreSetup.all)
    func oneUnreadableElementMakesTheWholeCollectionUnreadable(setup: StoreSetup) {
        expectUnreadable(
            setup, \.basket, reads: [], key: "basket", stored: .array([.string("apple"), .string("kiwi")]))
        expectUnreadable(
            setup, \.meals, reads: nil, key: "meals",
            stored: .dictionary(["lunch": .string("apple"), "snack": .string("kiwi")]))
        expectUnreadable(
            setup, \.gadgetTexts, reads: [], key: "gadgetTexts",
            stored: .array([.string(#"{"name":"Pi","weight":0.5}"#), .string("{")]))
        expectUnreadable(
            setup, \.gadgetTextsByRoom, reads: [:], key: "gadgetTextsByRoom",
            stored: .dictionary(["desk": .string(#"{"name":"Pi"}"#)]))
    }

    /// Writes `good`, then `bad`, which the coding cannot store: the write must be refused with a reported issue
    /// naming `key`, and both this launch and the next must still see `good`.
    func expectRefused<Value: Equatable>(
        _ setup: StoreSetup, _ keyPath: ReferenceWritableKeyPath<CodingPrefs, Value>, keeps good: Value,
        refuses bad: Value, key: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let directory = TemporaryDirectory()
        let storage = setup.makeStorage(in: directory)
        let prefs = CodingPrefs(storage: storage, mode: setup.mode)
        prefs[keyPath: keyPath] = good
        let stored = storage.storageValue(forKey: key)
        #expect(stored != nil, sourceLocation: sourceLocation)
        let issues = IssueRecorder.issues { prefs[keyPath: keyPath] = bad }
        #expect(prefs[keyPath: keyPath] == good, sourceLocation: sourceLocation)
        #expect(storage.storageValue(forKey: key) == stored, sourceLocation: sourceLocation)
        let reported = issues.contains { issue in
            guard case .encodingFailed(key, _) = issue.error else { return false }
            return issue.outcome == .keptStoredValue
        }
        #expect(reported, "issues: \(issues)", sourceLocation: sourceLocation)
        let nextLaunch = CodingPrefs(storage: setup.reopen(storage, in: directory), mode: setup.mode)
        #expect(nextLaunch[keyPath: keyPath] == good, sourceLocation: sourceLocation)
    }

    @Test(arguments: StoreSetup.all)
    func valuesACodingCannotStoreAreRefusedAndTheStoredValueKept(setup: StoreSetup) {
        expectRefused(setup, \.uInt64, keeps: 7, refuses: .max, key: "uInt64")
        expectRefused(setup, \.uInt, keeps: UInt(Int.max), refuses: UInt(Int.max) + 1, key: "uInt")
        let infinity = Date(timeIntervalSinceReferenceDate: .infinity)
        expectRefused(setup, \.stamp, keeps: Date(timeIntervalSince1970: 0), refuses: infinity, key: "stamp")
    }

    @Test(arguments: StoreSetup.all)
    func oneElementThatCannotBeStoredRefusesTheWholeCollection(setup: StoreSetup) {
        let pi = Gadget(name: "Pi", weight: 0.5)
        let broken = Gadget(name: "NaN", weight: .nan)
        expectRefused(setup, \.gadgetTexts, keeps: [pi], refuses: [pi, broken], key: "gadgetTexts")
        expectRefused(
            setup, \.gadgetDataByRoom, keeps: ["desk": pi], refuses: ["desk": broken], key: "gadgetDataByRoom")
        expectRefused(setup, \.gadgetBlob, keeps: [pi], refuses: [broken], key: "gadgetBlob")
    }

    @Test func theIssueMessageNamesTheKeyAndTheValue() {
        let prefs = CodingPrefs(storage: DictionaryPrefsStorage(), mode: .storageOnly)
        let issues = IssueRecorder.issues { prefs.uInt64 = .max }
        #expect(
            issues.map(\.description) == [
                "'uInt64': value 18446744073709551615 cannot be stored; the stored value was kept"
            ])
    }
}
