// corpus: adversarial, Scripts/make-macro-corpus.py, case 'kitchen-sink-network-schema-with-injected-storage'
import Prefs
import Foundation

enum Proxy: String, Codable, Sendable { case none, system, manual }

@PrefsSchema(title: "Network")
@SettingsGroup("proxy", title: "Proxy")
final class NetworkPrefs: @unchecked Sendable {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage = DictionaryPrefsStorage(), mode: PrefsStorageMode = .storageOnly) {
        self.storage = AnyPrefsStorage(storage)
        self.storageMode = mode
    }

    @RawRepresentablePref @Setting(group: "proxy", options: [Proxy.none: "None", .system: "System", .manual: "Manual"])
    var proxy: Proxy = .system
    @Pref(key: "proxy.host") @Setting(group: "proxy") var host: String?
    @Pref(key: "proxy.port") @Setting(group: "proxy", range: 1...65535, requiresRestart: true) var port: Int = 8080
    @Pref(key: "proxy.password") @Setting(group: "proxy", secret: true, searchable: false) var password: String?
    @Pref(encode: { $0.map(\.absoluteString) }, decode: { (s: [String]) in s.compactMap(URL.init(string:)) })
    var mirrors: [URL] = []
    @Pref var timeout: Duration = .seconds(30)
    @Pref var retries: Int = 3, backoff: Double = 1.5

    @OnPrefChange("proxy", "host", "port") func reconnect() {}
}
