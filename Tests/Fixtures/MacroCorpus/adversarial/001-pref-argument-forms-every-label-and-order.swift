// corpus: adversarial, Scripts/make-macro-corpus.py, case 'pref-argument-forms-every-label-and-order'
import Prefs
import PrefsKitCompatibility
import Foundation

enum Keys {
    static let launches = "app.launches"
}

@PrefsSchema final class ArgumentForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p."

    @Pref var bare: Int = 0
    @Pref() var emptyParentheses: Int = 0
    @Pref(key: "k.literal") var literalKey: Int = 0
    @Pref(key: Keys.launches) var memberKey: Int = 0
    @Pref(key: "a" + "." + "b") var concatenatedKey: Int = 0
    @Pref(key: ArgumentForms.prefix + "x") var qualifiedKey: Int = 0
    @Pref(key: Self.prefix + "y") var selfKey: Int = 0
    @Pref(legacyKeys: []) var emptyLegacyKeys: Int = 0
    @Pref(key: "new", legacyKeys: ["old", "older"]) var legacy: Int = 0
    @Pref(legacyKeys: ["first"], key: "second") var swappedOrder: Int = 0
    @Pref(key: "trailing",) var trailingComma: Int = 0
    @Pref(coding: .urlString) var urlCoding: URL?
    @Pref(key: "u", coding: URLStringPrefsCoding()) var urlCodingValue: URL = URL(string: "https://example.com")!
    @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var closures: URL?
    @Pref(key: "all", legacyKeys: ["b"], encode: { (u: URL) in u.path }, decode: { (s: String) in URL(filePath: s) }) var everything: URL?
    @Pref(decode: { URL(string: $0) }, encode: { $0.absoluteString }) var decodeFirst: URL?
}
