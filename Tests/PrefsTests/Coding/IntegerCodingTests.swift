import Foundation
import PrefsKitCompatibility
import Testing

/// Every integer width stored as an `Int` and as decimal text, in every storage and mode.
@Suite struct IntegerCodingTests {
    @Test(arguments: StoreSetup.all)
    func everyWidthIsStoredAsAnInt(setup: StoreSetup) {
        expectRoundTrip(setup, \CodingPrefs.int8, .min, key: "int8", stored: .int(-128))
        expectRoundTrip(setup, \CodingPrefs.int8, .max, key: "int8", stored: .int(127))
        expectRoundTrip(setup, \CodingPrefs.uInt8, .max, key: "uInt8", stored: .int(255))
        expectRoundTrip(setup, \CodingPrefs.int16, .min, key: "int16", stored: .int(-32_768))
        expectRoundTrip(setup, \CodingPrefs.uInt16, .max, key: "uInt16", stored: .int(65_535))
        expectRoundTrip(setup, \CodingPrefs.int32, .min, key: "int32", stored: .int(-2_147_483_648))
        expectRoundTrip(setup, \CodingPrefs.uInt32, .max, key: "uInt32", stored: .int(4_294_967_295))
        expectRoundTrip(setup, \CodingPrefs.int64, .min, key: "int64", stored: .int(.min))
        expectRoundTrip(setup, \CodingPrefs.int64, .max, key: "int64", stored: .int(.max))
        // The unsigned 64-bit types fit as long as the value is at most Int.max.
        expectRoundTrip(setup, \CodingPrefs.uInt64, UInt64(Int.max), key: "uInt64", stored: .int(.max))
        expectRoundTrip(setup, \CodingPrefs.uInt, 42, key: "uInt", stored: .int(42))
    }

    @Test(arguments: StoreSetup.all)
    func everyWidthIsStoredAsDecimalText(setup: StoreSetup) {
        expectRoundTrip(setup, \CodingPrefs.intText, .min, key: "intText", stored: .string("-9223372036854775808"))
        expectRoundTrip(setup, \CodingPrefs.uIntText, .max, key: "uIntText", stored: .string("18446744073709551615"))
        expectRoundTrip(setup, \CodingPrefs.int8Text, -5, key: "int8Text", stored: .string("-5"))
        expectRoundTrip(setup, \CodingPrefs.uInt8Text, .max, key: "uInt8Text", stored: .string("255"))
        expectRoundTrip(setup, \CodingPrefs.int16Text, .min, key: "int16Text", stored: .string("-32768"))
        expectRoundTrip(setup, \CodingPrefs.uInt16Text, .max, key: "uInt16Text", stored: .string("65535"))
        expectRoundTrip(setup, \CodingPrefs.int32Text, .min, key: "int32Text", stored: .string("-2147483648"))
        expectRoundTrip(setup, \CodingPrefs.uInt32Text, .max, key: "uInt32Text", stored: .string("4294967295"))
        expectRoundTrip(setup, \CodingPrefs.int64Text, .max, key: "int64Text", stored: .string("9223372036854775807"))
        expectRoundTrip(
            setup, \CodingPrefs.uInt64Text, .max, key: "uInt64Text", stored: .string("18446744073709551615"))
        expectRoundTrip(
            setup, \CodingPrefs.int128Text, .min, key: "int128Text",
            stored: .string("-170141183460469231731687303715884105728"))
        expectRoundTrip(
            setup, \CodingPrefs.uInt128Text, .max, key: "uInt128Text",
            stored: .string("340282366920938463463374607431768211455"))
    }

    @Test func decimalTextMustBeAWholeNumberThatFits() {
        #expect(IntegerStringPrefsCoding<UInt8>().decode(prefsValue: "255") == 255)
        #expect(IntegerStringPrefsCoding<UInt8>().decode(prefsValue: "256") == nil)
        #expect(IntegerStringPrefsCoding<Int>().decode(prefsValue: "1.5") == nil)
        #expect(IntegerStringPrefsCoding<Int>().decode(prefsValue: "0x10") == nil)
        #expect(IntegerStringPrefsCoding<Int>().decode(prefsValue: "") == nil)
    }

    @Test func integerPreferencesAreIntegersWhateverTheirStoredForm() {
        #expect(
            (
                CodingPrefs.valueType(ofKey: "uInt8"), CodingPrefs.valueType(ofKey: "uInt64Text"),
                CodingPrefs.prefInfo(forKey: "uInt64Text")?.storedType
            ) == (.int, .int, .string))
        // The settings tree shows the default as the value, not as the text the coding stores.
        #expect(
            (CodingPrefs.prefInfo(forKey: "port")?.defaultValue, CodingPrefs.prefInfo(forKey: "port")?.storedType) == (
                .int(8080), .string
            ))
    }
}
