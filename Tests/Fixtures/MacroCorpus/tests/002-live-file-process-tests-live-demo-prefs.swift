// corpus: Tests/PrefsDemoTests/LiveFileProcessTests.swift:7
import Prefs
import Foundation

/// A schema over the demo's file, with two of the demo's preferences and a hook.
@PrefsSchema final class LiveDemoPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(file: URL) {
        storage = .jsonFile(file)
        storageMode = .cachedReadStorageWrite
    }

    @Pref var tabWidth: Int = 4
    @Pref(key: "ui.fontSize") var fontSize: Double = 14

    let hooked = Mutex<[PrefsChange]>([])

    @OnPrefChange("tabWidth")
    func tabWidthChanged(_ change: PrefsChange) { hooked.withLock { $0.append(change) } }
}
