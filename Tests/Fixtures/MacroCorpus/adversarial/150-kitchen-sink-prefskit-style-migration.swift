// corpus: adversarial, Scripts/make-macro-corpus.py, case 'kitchen-sink-prefskit-style-migration'
import Prefs
import PrefsKitCompatibility
import Foundation

import Foundation
import PrefsKitCompatibility

@PrefsSchema final class Prefs {
    @Storage var storage = .userDefaults
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var foo: String?
    @Pref var bar: Int = 123
    @Pref var bool: Bool = false
    @Pref var array: [String]?
    @Pref var dict: [String: Int]?
    @Pref var mixed: AnyPrefsArray = []
    @Pref var mixedDictionary: AnyPrefsDictionary = [:]
    @RawRepresentablePref var fruit: Fruit?
    @JSONDataCodablePref var device: Device?
    @JSONStringCodablePref var deviceID: UUID?
    @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var url: URL?
    @Pref(coding: .urlString) var home: URL?
    @Pref(coding: .iso8601DateString) var since: Date?
    @RawPref var legacy: [String: Any]?
    @MainActor @Pref var mainFoo: Int?

    func fruit(name: String) -> String? {
        storage.value(forKey: "fruit-\(name)")
    }
}

enum Fruit: String { case apple, banana, orange }
struct Device: Codable { var name: String; var manufacturer: String }
