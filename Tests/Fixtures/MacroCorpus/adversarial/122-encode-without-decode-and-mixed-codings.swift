// corpus: adversarial, Scripts/make-macro-corpus.py, case 'encode-without-decode-and-mixed-codings'
import Prefs
import PrefsKitCompatibility
import Foundation

@PrefsSchema final class Codings {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(encode: { $0 }) var encodeOnly: Int = 0
    @Pref(decode: { $0 }) var decodeOnly: Int = 0
    @Pref(coding: .urlString, encode: { $0.absoluteString }) var codingAndEncode: URL?
    @Pref(coding: .urlString, encode: { $0.absoluteString }, decode: { URL(string: $0) }) var codingAndBoth: URL?
    @Pref(encode: { $0 }, encode: { $0 }) var encodeTwice: Int = 0
    @Pref(coding: .urlString, coding: .urlString) var codingTwice: URL?
    @Pref(key: "k", encode: { $0 }) var keyAndEncode: Int = 0
    @Pref(encode: nil, decode: nil) var nilClosures: Int = 0
}
