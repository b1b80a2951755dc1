// corpus: Tests/PrefsTests/Storage/LayeredStorageTests.swift:6
import Prefs

/// A schema over a layered storage: a range, options and a coded preference, to check every layer's values.
@PrefsSchema final class LayeredPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(_ storage: LayeredPrefsStorage, mode: PrefsStorageMode = .cachedReadStorageWrite) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(key: "ui.fontSize") @Setting(range: 10...24, step: 1) var fontSize: Double = 14
    @Pref @Setting(options: ["system": "System", "dark": "Dark", "light": "Light"]) var theme: String = "system"
    @Pref var tabWidth: Int = 4
    @Pref(key: "proxy-port") var proxyPort: Int = 8080

    let heard = Mutex<[PrefsChange]>([])

    @OnPrefChange("fontSize", "theme", "tabWidth")
    func changed(_ change: PrefsChange) { heard.withLock { $0.append(change) } }
}
