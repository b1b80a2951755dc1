// corpus: ../shared/seeds/003_e6d48f84b2cde5f8.txt:185 (unfenced code in a text)
import Prefs
import PrefsKitCompatibility
import Foundation

@PrefsSchema final class Prefs {
    @Pref(coding: .urlString) var foo: URL?
    @Pref(coding: .urlString) var bar: URL?
}

struct URLStringPrefsCoding: PrefsCodable {
    func encode(prefsValue: URL) -> String? {
        prefsValue.absoluteString
    }
    func decode(prefsValue: String) -> URL? {
        URL(string: prefsValue)
    }
}

extension PrefsCoding where Self == URLStringPrefsCoding {
    static var urlString: URLStringPrefsCoding { URLStringPrefsCoding() }
}
