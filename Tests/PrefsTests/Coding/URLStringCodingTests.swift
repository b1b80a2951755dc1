import Foundation
import PrefsKitCompatibility
import Testing

// This module declares the PrefsKit README's own `URLStringPrefsCoding` (ReadmeCodingExamples.swift), which shadows
// the library's type name here; a module selector (Swift 6.3) names the library's.
#if compiler(>=6.3)
    /// The library's URL coding, in a schema of its own.
    @PrefsSchema final class LibraryURLPrefs: TestSchema {
        @Storage var storage: AnyPrefsStorage
        @StorageMode var storageMode: PrefsStorageMode

        init(storage: any PrefsStorage, mode: PrefsStorageMode) {
            self.storage = AnyPrefsStorage(storage)
            storageMode = mode
        }

        @Pref(coding: PrefsKitCompatibility::URLStringPrefsCoding.urlString) var feed: URL?
        @Pref(coding: PrefsKitCompatibility::URLStringPrefsCoding()) var homepage: URL = URL(filePath: "/")
    }

    @Suite struct URLStringCodingTests {
        @Test(arguments: StoreSetup.all)
        func urlStringStoresTheAbsoluteString(setup: StoreSetup) throws {
            let feed = try #require(URL(string: "https://example.com/feed?q=a%20b#latest"))
            expectRoundTrip(
                setup, \LibraryURLPrefs.feed, feed, key: "feed",
                stored: .string("https://example.com/feed?q=a%20b#latest"))
            let file = URL(filePath: "/tmp/a b/c.txt")
            expectRoundTrip(
                setup, \LibraryURLPrefs.homepage, file, key: "homepage", stored: .string("file:///tmp/a%20b/c.txt"))
            expectRoundTrip(setup, \LibraryURLPrefs.feed, nil, key: "feed", stored: nil)
        }

        @Test func theLibraryMemberIsTheLibraryType() {
            // The type is declared in `PrefsKitCompatibility`, PrefsKit's names.
            #expect(
                codingTypeName(PrefsKitCompatibility::URLStringPrefsCoding.urlString)
                    == "PrefsKitCompatibility.URLStringPrefsCoding")
            #expect(
                (LibraryURLPrefs.valueType(ofKey: "feed"), LibraryURLPrefs.prefInfo(forKey: "homepage")?.defaultValue)
                    == (.string, .string("file:///")))
        }
    }
#endif
