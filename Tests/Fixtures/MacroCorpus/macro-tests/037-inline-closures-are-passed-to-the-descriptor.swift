// corpus: Tests/PrefsMacrosTests/PrefMacroExpansionTests.swift:110
import Prefs
import Foundation

@PrefsSchema final class AppPrefs {
    @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var homepage: URL?
}
