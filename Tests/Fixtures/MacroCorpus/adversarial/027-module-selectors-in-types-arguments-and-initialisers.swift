// corpus: adversarial, Scripts/make-macro-corpus.py, case 'module-selectors-in-types-arguments-and-initialisers'
import Prefs
import PrefsKitCompatibility
import Foundation

// Module selectors (`Module::name`), as Tests/PrefsTests/Coding/URLStringCodingTests.swift writes them.
struct URLStringPrefsCoding {}

@PrefsSchema final class Selectors {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(coding: PrefsKitCompatibility::URLStringPrefsCoding.urlString) var feed: URL?
    @Pref(coding: PrefsKitCompatibility::URLStringPrefsCoding()) var homepage: URL = URL(filePath: "/")
    @Pref var count: Swift::Int = Swift::Int.zero
    @Pref var names: Swift::Array<Swift::String> = []
    @Pref var date: Foundation::Date?
    @JSONDataCodablePref var nested: [Swift::String: Swift::Optional<Swift::Int>] = [:]
    @Pref(key: Swift::String("k")) var key: Int = 0
}
