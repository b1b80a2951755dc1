// corpus: adversarial, Scripts/make-macro-corpus.py, case 'coding-argument-forms'
import Prefs
import PrefsKitCompatibility
import Foundation

struct Frame: Codable, Sendable { var x = 0 }
struct Device: Codable, Sendable { var name = "" }

func makeCoding(_ build: () -> Int) -> URLStringPrefsCoding { URLStringPrefsCoding() }

@PrefsSchema final class Codings {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let sharedCoding = URLStringPrefsCoding()

    @Pref(coding: .urlString) var a: URL?
    @Pref(coding: .iso8601DateString) var b: Date?
    @Pref(coding: .base64DataString()) var c: Data = Data()
    @Pref(coding: URLStringPrefsCoding()) var d: URL?
    @Pref(coding: JSONDataCodablePrefsCoding<Frame>()) var e: Frame?
    @Pref(coding: JSONDataCodablePrefsCoding<Frame>().base64DataString()) var f: Frame?
    @Pref(coding: [Device].jsonStringArrayPrefsCoding) var g: [Device] = []
    @Pref(coding: Self.sharedCoding) var h: URL?
    @Pref(coding: Codings.sharedCoding) var i: URL?
    @Pref(coding: makeCoding { 42 }) var j: URL?
    @Pref(coding: .boolAsInteger()) var k: Bool = false
    @Pref(coding: .intAsString) var l: Int = 0
    @Pref(coding: (.urlString)) var m: URL?
    @Pref(coding: true ? .urlString : .urlString) var n: URL?
}
