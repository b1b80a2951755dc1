import Foundation
import PrefsKitCompatibility
import Testing

/// Arrays and dictionaries of raw-representable and `Codable` values, coded element by element or as one JSON
/// document, in every storage and mode.
@Suite struct CollectionCodingTests {
    static let pi = Gadget(name: "Pi", weight: 0.5)
    static let mac = Gadget(name: "Mac \"mini\"", weight: 1.25)
    static let piJSON = #"{"name":"Pi","weight":0.5}"#
    static let macJSON = #"{"name":"Mac \"mini\"","weight":1.25}"#

    @Test(arguments: StoreSetup.all)
    func rawRepresentableArraysAndDictionariesStoreRawValues(setup: StoreSetup) {
        expectRoundTrip(
            setup, \CodingPrefs.basket, [.apple, .orange, .apple], key: "basket",
            stored: .array([.string("apple"), .string("orange"), .string("apple")]))
        expectRoundTrip(setup, \CodingPrefs.basket, [], key: "basket", stored: .array([]))
        expectRoundTrip(
            setup, \CodingPrefs.meals, ["lunch": .banana, "snack": .apple], key: "meals",
            stored: .dictionary(["lunch": .string("banana"), "snack": .string("apple")]))
        expectRoundTrip(setup, \CodingPrefs.meals, nil, key: "meals", stored: nil)
    }

    @Test(arguments: StoreSetup.all)
    func codableArraysStoreOneJSONValuePerElement(setup: StoreSetup) {
        expectRoundTrip(
            setup, \CodingPrefs.gadgetTexts, [Self.pi, Self.mac], key: "gadgetTexts",
            stored: .array([.string(Self.piJSON), .string(Self.macJSON)]))
        expectRoundTrip(
            setup, \CodingPrefs.gadgetData, [Self.mac], key: "gadgetData",
            stored: .array([.data(Data(Self.macJSON.utf8))]))
    }

    @Test(arguments: StoreSetup.all)
    func codableDictionariesStoreOneJSONValuePerEntry(setup: StoreSetup) {
        expectRoundTrip(
            setup, \CodingPrefs.gadgetTextsByRoom, ["desk": Self.pi, "shelf": Self.mac], key: "gadgetTextsByRoom",
            stored: .dictionary(["desk": .string(Self.piJSON), "shelf": .string(Self.macJSON)]))
        expectRoundTrip(
            setup, \CodingPrefs.gadgetDataByRoom, ["desk": Self.pi], key: "gadgetDataByRoom",
            stored: .dictionary(["desk": .data(Data(Self.piJSON.utf8))]))
    }

    /// `@JSONDataCodablePref` on an array stores the whole array as one JSON document (the PrefsKit way to store a
    /// collection as a blob).
    @Test(arguments: StoreSetup.all)
    func aWholeArrayCanBeOneJSONDocument(setup: StoreSetup) {
        expectRoundTrip(
            setup, \CodingPrefs.gadgetBlob, [Self.pi, Self.mac], key: "gadgetBlob",
            stored: .data(Data("[\(Self.piJSON),\(Self.macJSON)]".utf8)))
        #expect(CodingPrefs.valueType(ofKey: "gadgetBlob") == .codable)
    }

    @Test func collectionCodingsFailAsAWholeWhenOneElementFails() {
        #expect([CodingFruit].rawRepresentableArrayPrefsCoding.decode(prefsValue: ["apple", "kiwi"]) == nil)
        #expect([String: CodingFruit].rawRepresentableDictionaryPrefsCoding.decode(prefsValue: ["a": "kiwi"]) == nil)
        #expect([Gadget].jsonStringArrayPrefsCoding.decode(prefsValue: [Self.piJSON, "{"]) == nil)
        #expect([String: Gadget].jsonDataDictionaryPrefsCoding.decode(prefsValue: ["a": Data("[]".utf8)]) == nil)
        let unencodable = Gadget(name: "NaN", weight: .nan)
        #expect([Gadget].jsonDataArrayPrefsCoding.encode(prefsValue: [Self.pi, unencodable]) == nil)
        #expect([String: Gadget].jsonStringDictionaryPrefsCoding.encode(prefsValue: ["a": unencodable]) == nil)
    }

    @Test func collectionCodingsNameTheirStoredKind() {
        #expect(
            (
                CodingPrefs.valueType(ofKey: "basket"), CodingPrefs.valueType(ofKey: "gadgetTexts"),
                CodingPrefs.valueType(ofKey: "meals"), CodingPrefs.valueType(ofKey: "gadgetDataByRoom")
            ) == (.array, .array, .dictionary, .dictionary))
    }
}
