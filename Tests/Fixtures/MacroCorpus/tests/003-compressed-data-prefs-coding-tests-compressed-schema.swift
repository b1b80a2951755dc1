// corpus: Tests/PrefsKitCompatibilityTests/CompressedDataPrefsCodingTests.swift:5
import Prefs
import PrefsKitCompatibility
import Foundation

@PrefsSchema final class CompressedSchema: @unchecked Sendable {
    let storage: AnyPrefsStorage
    let storageMode: PrefsStorageMode

    init(storage: PrefsStorage, storageMode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        self.storageMode = storageMode
    }

    @Pref(coding: .compressedData(algorithm: .zlib)) var thumbnail: Data?
    @Pref(coding: JSONDataCodablePrefsCoding<[String]>().compressedData(algorithm: .lz4)) var history: [String]?
    @Pref(coding: .compressedData(algorithm: .lzfse).base64DataString()) var note: Data?
}
