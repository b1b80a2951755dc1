// corpus: adversarial, Scripts/make-macro-corpus.py, case 'encode-decode-closure-forms'
import Prefs
import Foundation

@PrefsSchema final class ClosureForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var shorthand: URL?
    @Pref(encode: { url in url.absoluteString }, decode: { text in URL(string: text) }) var named: URL?
    @Pref(encode: { (url: URL) -> String in url.absoluteString }, decode: { (text: String) -> URL? in URL(string: text) }) var typed: URL?
    @Pref(encode: { (url: URL) -> String? in
        guard url.isFileURL else { return url.absoluteString }
        return url.path
    }, decode: { (text: String) -> URL? in
        if text.hasPrefix("/") { return URL(filePath: text) }
        return URL(string: text)
    }) var multiStatement: URL?
    @Pref(encode: String.init(describing:), decode: Int.init) var functionReferences: Int = 0
    @Pref(encode: \.absoluteString, decode: URL.init(string:)) var keyPathAndInitialiser: URL?
    @Pref(encode: { [prefix = "x"] in prefix + $0 }, decode: { String($0.dropFirst()) }) var captureList: String = ""
    @Pref(encode: { @Sendable in $0.sorted() }, decode: { (stored: [String]) in Set(stored) }) var sendable: Set<String> = []
    @Pref(encode: { $0 }, decode: { $0 }) var identity: Int = 0
    @Pref(encode: { _ in "" }, decode: { _ in nil }) var ignoring: URL?
}
