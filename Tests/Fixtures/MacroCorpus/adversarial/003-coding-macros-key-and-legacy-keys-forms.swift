// corpus: adversarial, Scripts/make-macro-corpus.py, case 'coding-macros-key-and-legacy-keys-forms'
import Prefs
import Foundation

enum Theme: String, Codable, Sendable { case system, light, dark }
struct Window: Codable, Sendable { var width = 800, height = 600 }

@PrefsSchema final class CodingMacros {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @RawRepresentablePref var theme: Theme = .system
    @RawRepresentablePref() var emptyParentheses: Theme = .light
    @RawRepresentablePref(key: "ui.theme") var keyed: Theme?
    @RawRepresentablePref(legacyKeys: ["colour"]) var legacy: Theme = Theme.dark
    @RawRepresentablePref(key: "t", legacyKeys: ["t1", "t0"]) var both: Theme = .init(rawValue: "dark")!
    @JSONDataCodablePref var window: Window?
    @JSONDataCodablePref(key: "w.data") var windowData: Window = Window()
    @JSONDataCodablePref(legacyKeys: ["frame"]) var frames: [Window] = []
    @JSONStringCodablePref var text: Window?
    @JSONStringCodablePref(key: "w.text", legacyKeys: ["w"]) var keyedText: [String: Window] = [:]
    @JSONStringCodablePref var url: URL?
    @JSONStringCodablePref var themes: Set<Theme> = [.dark]
    @RawRepresentablePref var themeList: [Theme] = [.light, .dark]
}
