// corpus: ../shared/seeds/003_e6d48f84b2cde5f8.txt:159 (unfenced code in a text)
import Prefs
import Foundation

@PrefsSchema final class Prefs {
    // encode Device as JSON using Data storage
    @JSONDataCodablePref var device: Device?

    // encode UUID as JSON using String storage
    @JSONStringCodablePref var deviceID: UUID? // UUID natively conforms to Codable
}

struct Device: Codable {
    var name: String
    var manufacturer: String
}
