// corpus: Docs/Coding.md:193 (a 'swift fragment' block, in the schema class DocumentationSamples wraps it in)
import Prefs
import PrefsKitCompatibility

import PrefsKitCompatibility

@PrefsSchema final class FragmentSchema {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    struct Device: Codable { var name: String; var manufacturer: String }

    @Pref(coding: [Device].jsonStringArrayPrefsCoding) var devices: [Device] = []
    // stored: ["{\"manufacturer\":\"Raspberry\",\"name\":\"Pi\"}", …]
    @JSONDataCodablePref var pairedDevices: [Device] = []  // stored: data holding [{"manufacturer":…}, …]
    @JSONStringCodablePref var rooms: [String: Device]?     // stored: one JSON string
}
