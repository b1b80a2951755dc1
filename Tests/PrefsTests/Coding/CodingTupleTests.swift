import Foundation
import PrefsKitCompatibility
import Testing

/// Codings chained with the chaining constructors, and the static constructors on value types.
@Suite struct CodingTupleTests {
    @Test(arguments: StoreSetup.all)
    func jsonDataThenBase64IsText(setup: StoreSetup) {
        let frame = Frame(x: 1, y: -2.5)
        let json = Data(#"{"x":1,"y":-2.5}"#.utf8)
        expectRoundTrip(setup, \CodingPrefs.frame, frame, key: "frame", stored: .string(json.base64EncodedString()))
        #expect(CodingPrefs.valueType(ofKey: "frame") == .codable)
    }

    @Test(arguments: StoreSetup.all)
    func boolProducingCodingsChainToIntegersAndWords(setup: StoreSetup) {
        expectRoundTrip(setup, \CodingPrefs.power, .on, key: "power", stored: .int(1))
        expectRoundTrip(setup, \CodingPrefs.power, .off, key: "power", stored: .int(0))
        expectRoundTrip(setup, \CodingPrefs.powerWord, .on, key: "powerWord", stored: .string("yes"))
        // One value type whatever the coding stores: a Bool-backed value is a bool, its stored form a separate field.
        #expect(
            (
                CodingPrefs.valueType(ofKey: "power"), CodingPrefs.prefInfo(forKey: "power")?.storedType,
                CodingPrefs.valueType(ofKey: "powerWord"), CodingPrefs.prefInfo(forKey: "powerWord")?.storedType
            ) == (.bool, .int, .bool, .string))
    }

    @Test(arguments: StoreSetup.all)
    func intProducingCodingsChainToDecimalText(setup: StoreSetup) {
        expectRoundTrip(setup, \CodingPrefs.port, 443, key: "port", stored: .string("443"))
        expectRoundTrip(setup, \CodingPrefs.port, .max, key: "port", stored: .string("65535"))
    }

    @Test(arguments: StoreSetup.all)
    func anyCodingWithCodableOutputChainsToJSON(setup: StoreSetup) {
        expectRoundTrip(
            setup, \CodingPrefs.basketJSON, [.banana, .apple], key: "basketJSON",
            stored: .string(#"["banana","apple"]"#))
        #expect(CodingPrefs.valueType(ofKey: "basketJSON") == .codable)
    }

    @Test(arguments: StoreSetup.all)
    func staticConstructorsOnValueTypesMatchTheMacros(setup: StoreSetup) {
        let gadget = Gadget(name: "Pi", weight: 0.5)
        let json = #"{"name":"Pi","weight":0.5}"#
        expectRoundTrip(setup, \CodingPrefs.fruit, .orange, key: "fruit", stored: .string("orange"))
        expectRoundTrip(setup, \CodingPrefs.gadget, gadget, key: "gadget", stored: .data(Data(json.utf8)))
        expectRoundTrip(setup, \CodingPrefs.gadgetText, gadget, key: "gadgetText", stored: .string(json))
    }

    @Test func aTupleFailsWhenEitherStageFails() {
        let uInt8AsText = PrefsCodingTuple(IntegerPrefsCoding<UInt8>(), IntegerStringPrefsCoding<Int>())
        #expect((uInt8AsText.encode(prefsValue: 200), uInt8AsText.decode(prefsValue: "200")) == ("200", 200))
        #expect(uInt8AsText.decode(prefsValue: "300") == nil)  // the second stage reads 300; the first refuses it
        #expect(uInt8AsText.decode(prefsValue: "x") == nil)
        let frames = JSONDataCodablePrefsCoding<Frame>().base64DataString()
        #expect(frames.decode(prefsValue: "not base64") == nil)
        #expect(frames.decode(prefsValue: Data("[]".utf8).base64EncodedString()) == nil)
    }
}
