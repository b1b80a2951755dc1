// corpus: ../shared/seeds/003_e6d48f84b2cde5f8.txt:178 (unfenced code in a text)
import Prefs
import Foundation

@PrefsSchema final class Prefs {
    @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) })
    var url: URL?
}
