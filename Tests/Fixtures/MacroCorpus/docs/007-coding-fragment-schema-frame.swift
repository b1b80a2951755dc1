// corpus: Docs/Coding.md:236 (a 'swift fragment' block, in the schema class DocumentationSamples wraps it in)
import Prefs
import PrefsKitCompatibility

import PrefsKitCompatibility

@PrefsSchema final class FragmentSchema {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    struct Frame: Codable { var x = 0.0, y = 0.0 }
    enum Fruit: String { case apple, kiwi }

    @Pref(coding: JSONDataCodablePrefsCoding<Frame>().base64DataString()) var frame: Frame?   // "eyJ4IjoxLCJ5Ijot…"
    @Pref(coding: IntegerPrefsCoding<UInt16>().intAsString) var port: UInt16 = 8080          // "8080"
    @Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding.jsonStringPrefsCoding) var basket: [Fruit]?  // "[\"apple\"]"
}
