// corpus: Docs/Live.md:9
import Prefs
import Foundation

@PrefsSchema final class AppPrefs {
    @Storage var storage = .jsonFile(URL(filePath: "/tmp/live-example.json"))
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var fontSize: Double = 14

    @OnPrefChange("fontSize")
    func fontSizeChanged(_ change: PrefsChange) { print("fontSize is now \(fontSize)") }
}

let prefs = AppPrefs()
print(prefs.fontSize)   // 14
// In another terminal: PrefsDemo --file /tmp/live-example.json set ui.fontSize=18 — or any tool that writes the file.
// About 50 ms later this process prints "fontSize is now 18", and prefs.fontSize reads 18.
