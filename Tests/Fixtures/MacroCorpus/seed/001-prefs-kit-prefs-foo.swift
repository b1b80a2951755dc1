// corpus: ../shared/seeds/003_e6d48f84b2cde5f8.txt:35 (unfenced code in a text)
import Prefs
import PrefsKitCompatibility
import Foundation

import Foundation
import PrefsKitCompatibility  // corpus: was 'import PrefsKit'

@PrefsSchema final class Prefs {
    @Storage var storage = .userDefaults
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var foo: String?
    @Pref var bar: Int = 123
    @Pref var bool: Bool = false
    @Pref var array: [String]?
    @Pref var dict: [String: Int]?
}
