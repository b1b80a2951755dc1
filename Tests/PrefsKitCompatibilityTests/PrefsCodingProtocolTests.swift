import Foundation
import PrefsKitCompatibility
import Testing

// A schema in the shape of PrefsKit's own test schemas: plain `let` storage and mode injected by `init`, the class
// declared `@unchecked Sendable` by hand, and codings written against PrefsKit's coding protocols.

enum RawEnum: String, Codable, Sendable { case one, two }
enum CodableEnum: String, Codable, Sendable { case one, two }

struct MockAtomicPrefsCoding: AtomicPrefsCodable { typealias Value = Bool }
struct MockRawRepresentablePrefsCoding: RawRepresentablePrefsCodable { typealias Value = RawEnum }
struct MockCodablePrefsCoding: CodablePrefsCodable {
    typealias Value = CodableEnum
    func prefsEncoder() -> JSONEncoder { JSONEncoder() }
    func prefsDecoder() -> JSONDecoder { JSONDecoder() }
}
struct MockJSONCodablePrefsCoding: JSONDataCodablePrefsCodable { typealias Value = CodableEnum }

struct NonCodableNonRawRepresentable: Equatable, Sendable {
    var value: Int
}

/// A coding with its associated types spelled out, as PrefsKit's custom-coding example does.
struct CustomPrefCoding: PrefsCodable {
    typealias Value = NonCodableNonRawRepresentable
    typealias StorageValue = String

    func encode(prefsValue: Value) -> StorageValue? { String(prefsValue.value) }
    func decode(prefsValue: StorageValue) -> Value? { Int(prefsValue).map { Value(value: $0) } }
}

@PrefsSchema final class CodingSchema: @unchecked Sendable {
    let storage: AnyPrefsStorage
    let storageMode: PrefsStorageMode

    init(storage: PrefsStorage, storageMode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        self.storageMode = storageMode
    }

    @Pref(coding: MockAtomicPrefsCoding()) var atomic: Bool?
    @Pref(coding: MockRawRepresentablePrefsCoding()) var raw: RawEnum = .one
    @Pref(coding: MockCodablePrefsCoding()) var codable: CodableEnum?
    @Pref(coding: MockJSONCodablePrefsCoding()) var json: CodableEnum?
    @Pref(
        coding: CodablePrefsCoding(
            value: CodableEnum.self, storageValue: JSONEncoder.Output.self, encoder: JSONEncoder(),
            decoder: JSONDecoder()))
    var inlineCodable: CodableEnum?
    @Pref(coding: PrefsCoding(encode: { (value: Int) in String(value) }, decode: { Int($0) })) var closures: Int?
    @Pref(key: "custom", coding: CustomPrefCoding()) var custom: NonCodableNonRawRepresentable?
    @Pref(coding: CustomPrefCoding()) var customDefaulted: NonCodableNonRawRepresentable = .init(value: 1)
}

@Suite struct PrefsCodingProtocolTests {
    static let schemas: [(storage: TestStorage, mode: PrefsStorageMode)] = [
        (.dictionary, .storageOnly), (.dictionary, .cachedReadStorageWrite),
        (.userDefaults, .storageOnly), (.userDefaults, .cachedReadStorageWrite),
    ]

    @Test(arguments: schemas)
    func refinementsNeedOnlyTheValueType(kind: TestStorage, mode: PrefsStorageMode) throws {
        let schema = CodingSchema(storage: kind.make(), storageMode: mode)

        schema.atomic = true
        #expect((schema.atomic, schema.storage.value(forKey: "atomic")) == (true, true))

        #expect(schema.raw == .one)
        schema.raw = .two
        #expect(schema.storage.value(forKey: "raw") == "two")

        schema.codable = .two
        let encoded: Data = try #require(schema.storage.value(forKey: "codable"))
        #expect(String(decoding: encoded, as: UTF8.self) == #""two""#)
        #expect(schema.codable == .two)

        schema.json = .one
        #expect(schema.storage.value(forKey: "json") == Data(#""one""#.utf8))
        schema.inlineCodable = .two
        #expect(schema.storage.value(forKey: "inlineCodable") == Data(#""two""#.utf8))
        #expect(schema.inlineCodable == .two)
    }

    @Test(arguments: schemas)
    func customCodingsStoreTheirOwnForm(kind: TestStorage, mode: PrefsStorageMode) {
        let schema = CodingSchema(storage: kind.make(), storageMode: mode)
        schema.closures = 42
        #expect((schema.storage.value(forKey: "closures"), schema.customDefaulted.value) == ("42", 1))
        schema.custom = NonCodableNonRawRepresentable(value: 5)
        #expect(schema.storage.value(forKey: "custom") == "5")
        schema.custom?.value = 6
        #expect(schema.custom?.value == 6)
        schema.custom = nil
        #expect(schema.storage.value(forKey: "custom") as String? == nil)
    }

    /// A stored value the coding cannot decode reads as the default (PrefsKit's documented behaviour), and Prefs keeps
    /// the stored value rather than overwriting it.
    @Test(arguments: schemas)
    func undecodableStoredValueReadsTheDefault(kind: TestStorage, mode: PrefsStorageMode) {
        let storage = kind.make()
        storage.setValue(forKey: "raw", to: "three")
        let schema = CodingSchema(storage: storage, storageMode: mode)
        #expect((schema.raw, storage.value(forKey: "raw")) == (.one, "three"))
    }

    @Test func defaultEncodeAndDecodeOfTheRefinements() {
        #expect(
            (
                MockAtomicPrefsCoding().encode(prefsValue: true),
                MockRawRepresentablePrefsCoding().decode(prefsValue: "two")
            ) == (true, .two))
        #expect(MockRawRepresentablePrefsCoding().decode(prefsValue: "three") == nil)
        #expect(MockCodablePrefsCoding().decode(prefsValue: Data("[]".utf8)) == nil)
        let closures = PrefsCoding<Int, String>(encode: { String($0) }, decode: { Int($0) })
        #expect(closures.encode(prefsValue: 7) == "7")
    }
}
