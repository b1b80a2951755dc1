// corpus: Tests/PrefsMacrosTests/PrefMacroExpansionTests.swift:94
import Prefs
import PrefsKitCompatibility
import Foundation

@PrefsSchema final class AppPrefs {
    @Pref(coding: .urlString) var feed: URL?
    @Pref(key: "home", coding: URLStringPrefsCoding()) var home: URL = URL(string: "https://a.b")!
}
