import Foundation
import Prefs
import Testing

/// A schema of mixed containers.
@PrefsSchema final class MixedPrefs: TestSchema {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref var mixed: AnyPrefsArray = []
    @Pref var record: AnyPrefsDictionary?
}

/// `AnyPrefsArray` and `AnyPrefsDictionary`, nested in each other, through every storage and mode.
@Suite struct MixedContainerTests {
    /// Whole seconds, which every format keeps (the XML property list has no fractions).
    static let moment = Date(timeIntervalSince1970: 1_700_000_000)

    static let nestedArray: AnyPrefsArray = [
        "text", 42, 2.5, true, Data([1, 2, 3]), moment,
        ["inner", 1] as AnyPrefsArray,
        ["depth": 2, "items": ["a", "b"] as [String]] as AnyPrefsDictionary,
        [] as AnyPrefsArray,
    ]

    static let nestedRecord: AnyPrefsDictionary = [
        "title": "Main", "width": 800, "scale": 1.5, "pinned": false, "icon": Data([255]), "opened": moment,
        "history": [1, "two", 3.0] as AnyPrefsArray,
        "window": ["x": 10, "tabs": ["a": true] as AnyPrefsDictionary] as AnyPrefsDictionary,
        "empty": [:] as AnyPrefsDictionary,
    ]

    @Test func literalsKeepEachElementsType() {
        #expect(
            Self.nestedArray.prefsValue
                == .array([
                    .string("text"), .int(42), .double(2.5), .bool(true), .data(Data([1, 2, 3])), .date(Self.moment),
                    .array([.string("inner"), .int(1)]),
                    .dictionary(["depth": .int(2), "items": .array([.string("a"), .string("b")])]),
                    .array([]),
                ]))
        #expect(Self.nestedRecord["width", as: Int.self] == 800)
        #expect(Self.nestedRecord["width", as: String.self] == nil)
        #expect(Self.nestedRecord["window", as: AnyPrefsDictionary.self]?["x", as: Int.self] == 10)
    }

    /// Property lists keep every element's type; a JSON file has no date or data type, so those elements come back
    /// as the ISO 8601 and base64 strings the file holds.
    @Test(arguments: StoreSetup.all)
    func nestedMixesRoundTrip(setup: StoreSetup) throws {
        let array = Self.nestedArray
        let readArray = try #require(AnyPrefsArray(prefsValue: setup.stored(array.prefsValue)))
        expectRoundTrip(setup, \MixedPrefs.mixed, array, key: "mixed", stored: array.prefsValue, reads: readArray)
        let record = Self.nestedRecord
        let readRecord = try #require(AnyPrefsDictionary(prefsValue: setup.stored(record.prefsValue)))
        expectRoundTrip(
            setup, \MixedPrefs.record, record, key: "record", stored: record.prefsValue, reads: readRecord)
        if setup.file == .json {
            #expect(readArray != array)
            #expect(
                (readRecord["icon", as: String.self], readRecord["opened", as: String.self]) == (
                    "/w==", "2023-11-14T22:13:20Z"
                ))
            // Typed reads still understand the strings.
            #expect(
                (readRecord["icon", as: Data.self], readRecord["opened", as: Date.self]) == (Data([255]), Self.moment))
        } else {
            #expect(readArray == array)
        }
    }

    @Test(arguments: StoreSetup.all)
    func emptyContainersRoundTrip(setup: StoreSetup) {
        expectRoundTrip(setup, \MixedPrefs.mixed, [], key: "mixed", stored: .array([]))
        expectRoundTrip(setup, \MixedPrefs.record, [:], key: "record", stored: .dictionary([:]))
        expectRoundTrip(setup, \MixedPrefs.record, nil, key: "record", stored: nil)
    }
}
