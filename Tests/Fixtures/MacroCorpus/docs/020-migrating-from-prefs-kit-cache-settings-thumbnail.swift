// corpus: Docs/MigratingFromPrefsKit.md:173
import Prefs
import PrefsKitCompatibility
import Foundation

import Foundation
import PrefsKitCompatibility

@PrefsSchema final class CacheSettings {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(coding: .compressedData(algorithm: .zlib)) var thumbnail: Data?
    @Pref(coding: .compressedData(algorithm: .lzfse).base64DataString()) var snapshot: Data?
}
