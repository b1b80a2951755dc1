// corpus: Tests/PrefsKitCompatibilityTests/PrefsCodingProtocolTests.swift:33
import Prefs
import PrefsKitCompatibility
import Foundation

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

// corpus: declared beside it, Tests/PrefsKitCompatibilityTests/PrefsCodingProtocolTests.swift:9
enum CodableEnum: String, Codable, Sendable { case one, two }

// corpus: declared beside it, Tests/PrefsKitCompatibilityTests/PrefsCodingProtocolTests.swift:11
struct MockAtomicPrefsCoding: AtomicPrefsCodable { typealias Value = Bool }

// corpus: declared beside it, Tests/PrefsKitCompatibilityTests/PrefsCodingProtocolTests.swift:12
struct MockRawRepresentablePrefsCoding: RawRepresentablePrefsCodable { typealias Value = RawEnum }

// corpus: declared beside it, Tests/PrefsKitCompatibilityTests/PrefsCodingProtocolTests.swift:13
struct MockCodablePrefsCoding: CodablePrefsCodable {
    typealias Value = CodableEnum
    func prefsEncoder() -> JSONEncoder { JSONEncoder() }
    func prefsDecoder() -> JSONDecoder { JSONDecoder() }
}

// corpus: declared beside it, Tests/PrefsKitCompatibilityTests/PrefsCodingProtocolTests.swift:18
struct MockJSONCodablePrefsCoding: JSONDataCodablePrefsCodable { typealias Value = CodableEnum }

// corpus: declared beside it, Tests/PrefsKitCompatibilityTests/PrefsCodingProtocolTests.swift:24
/// A coding with its associated types spelled out, as PrefsKit's custom-coding example does.
struct CustomPrefCoding: PrefsCodable {
    typealias Value = NonCodableNonRawRepresentable
    typealias StorageValue = String

    func encode(prefsValue: Value) -> StorageValue? { String(prefsValue.value) }
    func decode(prefsValue: StorageValue) -> Value? { Int(prefsValue).map { Value(value: $0) } }
}
