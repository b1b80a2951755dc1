// corpus: Tests/PrefsTests/Coding/CodingFixtures.swift:35
import Prefs
import PrefsKitCompatibility
import Foundation

/// One preference per built-in coding, over any storage and mode.
@PrefsSchema final class CodingPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(coding: .iso8601DateString) var stamp: Date?
    @Pref(coding: .base64DataString()) var blob: Data?
    @Pref(
        coding: .base64DataString(
            encodingOptions: [.lineLength64Characters, .endLineWithLineFeed], decodingOptions: .ignoreUnknownCharacters)
    )
    var wrappedBlob: Data = Data()

    @Pref(coding: .boolAsInteger()) var nearestFlag: Bool = false
    @Pref(coding: .boolAsInteger(decodingStrategy: .strict)) var strictFlag: Bool = false
    @Pref(coding: .boolAsString()) var wordFlag: Bool = false
    @Pref(coding: .boolAsString(.yesNo(.uppercase))) var yesNoFlag: Bool = false
    @Pref(coding: .boolAsString(.trueFalse(.capitalized))) var capitalFlag: Bool = false
    @Pref(coding: .boolAsString(.custom(true: "on", false: "off", caseInsensitive: false))) var switchFlag: Bool = false

    @Pref(coding: .int8AsInt) var int8: Int8 = 0
    @Pref(coding: .uInt8AsInt) var uInt8: UInt8 = 0
    @Pref(coding: .int16AsInt) var int16: Int16 = 0
    @Pref(coding: .uInt16AsInt) var uInt16: UInt16 = 0
    @Pref(coding: .int32AsInt) var int32: Int32 = 0
    @Pref(coding: .uInt32AsInt) var uInt32: UInt32 = 0
    @Pref(coding: .int64AsInt) var int64: Int64 = 0
    @Pref(coding: .uInt64AsInt) var uInt64: UInt64 = 0
    @Pref(coding: .uIntAsInt) var uInt: UInt = 0

    @Pref(coding: .intAsString) var intText: Int = 0
    @Pref(coding: .uIntAsString) var uIntText: UInt = 0
    @Pref(coding: .int8AsString) var int8Text: Int8 = 0
    @Pref(coding: .uInt8AsString) var uInt8Text: UInt8 = 0
    @Pref(coding: .int16AsString) var int16Text: Int16 = 0
    @Pref(coding: .uInt16AsString) var uInt16Text: UInt16 = 0
    @Pref(coding: .int32AsString) var int32Text: Int32 = 0
    @Pref(coding: .uInt32AsString) var uInt32Text: UInt32 = 0
    @Pref(coding: .int64AsString) var int64Text: Int64 = 0
    @Pref(coding: .uInt64AsString) var uInt64Text: UInt64 = 0
    @Pref(coding: .int128AsString) var int128Text: Int128 = 0
    @Pref(coding: .uInt128AsString) var uInt128Text: UInt128 = 0

    @Pref(coding: [CodingFruit].rawRepresentableArrayPrefsCoding) var basket: [CodingFruit] = []
    @Pref(coding: [String: CodingFruit].rawRepresentableDictionaryPrefsCoding) var meals: [String: CodingFruit]?
    @Pref(coding: [Gadget].jsonStringArrayPrefsCoding) var gadgetTexts: [Gadget] = []
    @Pref(coding: [Gadget].jsonDataArrayPrefsCoding) var gadgetData: [Gadget] = []
    @Pref(coding: [String: Gadget].jsonStringDictionaryPrefsCoding) var gadgetTextsByRoom: [String: Gadget] = [:]
    @Pref(coding: [String: Gadget].jsonDataDictionaryPrefsCoding) var gadgetDataByRoom: [String: Gadget]?
    @JSONDataCodablePref var gadgetBlob: [Gadget] = []

    @Pref(coding: JSONDataCodablePrefsCoding<Frame>().base64DataString()) var frame: Frame?
    @Pref(coding: RawRepresentablePrefsCoding<Power>().boolAsInteger()) var power: Power = .off
    @Pref(coding: RawRepresentablePrefsCoding<Power>().boolAsString(.yesNo())) var powerWord: Power = .off
    @Pref(coding: IntegerPrefsCoding<UInt16>().intAsString) var port: UInt16 = 8080
    @Pref(coding: [CodingFruit].rawRepresentableArrayPrefsCoding.jsonStringPrefsCoding) var basketJSON: [CodingFruit]?

    @Pref(coding: CodingFruit.rawRepresentablePrefsCoding) var fruit: CodingFruit?
    @Pref(coding: Gadget.jsonDataPrefsCoding) var gadget: Gadget?
    @Pref(coding: Gadget.jsonStringPrefsCoding) var gadgetText: Gadget?
}

// corpus: declared beside it, Tests/PrefsTests/Coding/CodingFixtures.swift:4
/// A `RawRepresentable` element for the collection codings.
enum CodingFruit: String, Sendable, Codable {
    case apple, banana, orange
}

// corpus: declared beside it, Tests/PrefsTests/Coding/CodingFixtures.swift:9
/// A `Codable` element for the JSON codings; a `weight` of `.nan` cannot be encoded as JSON.
struct Gadget: Codable, Equatable, Sendable {
    var name: String
    var weight: Double
}

// corpus: declared beside it, Tests/PrefsTests/Coding/CodingFixtures.swift:15
/// A `Codable` value stored through a chain of codings.
struct Frame: Codable, Equatable, Sendable {
    var x: Double
    var y: Double
}

// corpus: declared beside it, Tests/PrefsTests/Coding/CodingFixtures.swift:21
/// A `RawRepresentable` type whose raw value is a `Bool`, to chain the Bool codings after it.
enum Power: RawRepresentable, Sendable {
    case off, on

    init(rawValue: Bool) { self = rawValue ? .on : .off }
    // A `switch`, not `self == .on`: for a RawRepresentable type `==` compares raw values, which would recurse.
    var rawValue: Bool {
        switch self {
        case .on: true
        case .off: false
        }
    }
}
