import Foundation
import PrefsKitCompatibility
import Testing

@testable import PrefsCore

/// Dates, data and flags stored through the built-in scalar codings, in every storage and mode.
@Suite struct ScalarCodingTests {
    @Test(arguments: StoreSetup.all)
    func iso8601DateStringKeepsTheExactDate(setup: StoreSetup) {
        let half = Date(timeIntervalSince1970: 1_700_000_000.5)
        expectRoundTrip(setup, \CodingPrefs.stamp, half, key: "stamp", stored: .string("2023-11-14T22:13:20.5Z"))
        // Unlike PrefsKit's coding of the same name, sub-second digits are kept: the date comes back equal.
        let odd = Date(timeIntervalSince1970: 1_700_000_000.123_456_7)
        let oddText = PrefsDateString.string(from: odd)
        #expect(oddText.hasPrefix("2023-11-14T22:13:20.123456"))
        expectRoundTrip(setup, \CodingPrefs.stamp, odd, key: "stamp", stored: .string(oddText))
        expectRoundTrip(setup, \CodingPrefs.stamp, nil, key: "stamp", stored: nil)
    }

    @Test func iso8601DateStringReadsOtherToolsTextAndRefusesDatesItCannotWrite() {
        let coding = ISO8601DateStringPrefsCoding()
        #expect(
            (
                coding.decode(prefsValue: "1970-01-01T02:00:00+02:00"),
                coding.decode(prefsValue: "1970-01-01T00:00:00.250000Z")
            ) == (Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 0.25)))
        #expect(coding.decode(prefsValue: "1970-01-01T00:00:00") == nil)
        #expect(coding.encode(prefsValue: Date(timeIntervalSinceReferenceDate: .infinity)) == nil)
    }

    @Test(arguments: StoreSetup.all)
    func base64DataStringIsTextInEveryStorage(setup: StoreSetup) {
        expectRoundTrip(setup, \CodingPrefs.blob, Data([1, 2, 3]), key: "blob", stored: .string("AQID"))
        expectRoundTrip(setup, \CodingPrefs.blob, Data(), key: "blob", stored: .string(""))
        let long = Data(repeating: 7, count: 60)
        let lines = String(repeating: "BwcH", count: 16) + "\n" + String(repeating: "BwcH", count: 4)
        expectRoundTrip(setup, \CodingPrefs.wrappedBlob, long, key: "wrappedBlob", stored: .string(lines))
    }

    @Test func base64DataStringOptionsControlWhatIsRead() {
        #expect(Base64StringDataPrefsCoding().decode(prefsValue: "AQ\nID") == nil)
        let lenient = Base64StringDataPrefsCoding(decodingOptions: .ignoreUnknownCharacters)
        #expect(lenient.decode(prefsValue: "AQ\r\nID") == Data([1, 2, 3]))
    }

    @Test(arguments: StoreSetup.all)
    func boolAsIntegerStoresOneOrZero(setup: StoreSetup) {
        expectRoundTrip(setup, \CodingPrefs.nearestFlag, true, key: "nearestFlag", stored: .int(1))
        expectRoundTrip(setup, \CodingPrefs.nearestFlag, false, key: "nearestFlag", stored: .int(0))
        expectRoundTrip(setup, \CodingPrefs.strictFlag, true, key: "strictFlag", stored: .int(1))
    }

    @Test(arguments: bothModes)
    func boolAsIntegerReadsOtherIntegersByItsStrategy(mode: PrefsStorageMode) {
        let storage = DictionaryPrefsStorage()
        let prefs = CodingPrefs(storage: storage, mode: mode)
        storage.setValue(forKey: "nearestFlag", to: 5)
        #expect(prefs.nearestFlag == true)
        storage.setValue(forKey: "nearestFlag", to: -3)
        #expect(prefs.nearestFlag == false)
        storage.setValue(forKey: "strictFlag", to: 1)
        #expect(prefs.strictFlag == true)
        storage.setValue(forKey: "strictFlag", to: 0)
        #expect(prefs.strictFlag == false)
    }

    @Test(arguments: StoreSetup.all)
    func boolAsStringWritesTheChosenWords(setup: StoreSetup) {
        expectRoundTrip(setup, \CodingPrefs.wordFlag, true, key: "wordFlag", stored: .string("true"))
        expectRoundTrip(setup, \CodingPrefs.wordFlag, false, key: "wordFlag", stored: .string("false"))
        expectRoundTrip(setup, \CodingPrefs.yesNoFlag, true, key: "yesNoFlag", stored: .string("YES"))
        expectRoundTrip(setup, \CodingPrefs.yesNoFlag, false, key: "yesNoFlag", stored: .string("NO"))
        expectRoundTrip(setup, \CodingPrefs.capitalFlag, true, key: "capitalFlag", stored: .string("True"))
        expectRoundTrip(setup, \CodingPrefs.capitalFlag, false, key: "capitalFlag", stored: .string("False"))
        expectRoundTrip(setup, \CodingPrefs.switchFlag, true, key: "switchFlag", stored: .string("on"))
        expectRoundTrip(setup, \CodingPrefs.switchFlag, false, key: "switchFlag", stored: .string("off"))
    }

    @Test func boolAsStringReadsHandEditedWords() {
        let words = BoolStringPrefsCoding(encodingStrategy: .trueFalse())
        #expect(
            (words.decode(prefsValue: " YES\n"), words.decode(prefsValue: "False"), words.decode(prefsValue: "no")) == (
                true, false, false
            ))
        #expect(words.decode(prefsValue: "1") == nil)
        let custom = BoolStringPrefsCoding(encodingStrategy: .custom(true: "On", false: "Off"))
        #expect(custom.decode(prefsValue: "ON") == true)
        #expect(custom.decode(prefsValue: "yes") == nil)
        let exact = BoolStringPrefsCoding(encodingStrategy: .custom(true: "On", false: "Off", caseInsensitive: false))
        #expect(exact.decode(prefsValue: "On") == true)
        #expect(exact.decode(prefsValue: "ON") == nil)
    }

    @Test func scalarCodingsKeepTheValueTypeAndNameTheirStoredKindApart() {
        let expected: [(key: String, type: PrefsValueType, stored: PrefsValueType)] = [
            ("stamp", .date, .string), ("blob", .data, .string), ("nearestFlag", .bool, .int),
            ("wordFlag", .bool, .string),
        ]
        for (key, type, stored) in expected {
            #expect(CodingPrefs.valueType(ofKey: key) == type, "\(key)")
            #expect(CodingPrefs.prefInfo(forKey: key)?.storedType == stored, "\(key)")
        }
    }
}
