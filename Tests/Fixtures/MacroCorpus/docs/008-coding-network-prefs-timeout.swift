// corpus: Docs/Coding.md:275
import Prefs

struct SecondsPrefsCoding: PrefsCodable {
    func encode(prefsValue: Duration) -> Double? {
        Double(prefsValue.components.seconds) + Double(prefsValue.components.attoseconds) * 1e-18
    }
    func decode(prefsValue: Double) -> Duration? { prefsValue.isFinite ? .seconds(prefsValue) : nil }
}

extension PrefsCodable where Self == SecondsPrefsCoding {
    static var seconds: SecondsPrefsCoding { SecondsPrefsCoding() }
}

@PrefsSchema final class NetworkPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(coding: .seconds) var timeout: Duration = .seconds(30)   // stored as the double 30.0
}
