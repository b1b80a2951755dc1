// corpus: Docs/MigratingFromDefaults.md:96
import Prefs
import Foundation

@PrefsSchema final class AppPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode = .cachedReadStorageWrite

    init(file: URL) { storage = AnyPrefsStorage(JSONFilePrefsStorage(file: file)) }

    @Pref var historySize: Int = 200
    @Pref var ignoredApps: Set<String> = []
    @Pref var windowSize: CGSize = CGSize(width: 450, height: 800)
}

/// The schema's keys with the values `old` holds for them.
func storedValues(of old: some PrefsStorage) -> [String: any PrefsStorageValue] {
    var values: [String: any PrefsStorageValue] = [:]
    AppPrefs.settingsTree.forEachNode { node, _ in
        if let key = node.pref?.key, let value = old.storageValue(forKey: key) { values[key] = value }
    }
    return values
}

let file = URL(filePath: NSTemporaryDirectory()).appending(path: "app-prefs.json")
let isFirstRun = !FileManager.default.fileExists(atPath: file.path)
let prefs = AppPrefs(file: file)
if isFirstRun {
    // The app's own domain; or PListFilePrefsStorage(file:) over the old property list.
    let old = UserDefaultsPrefsStorage()
    do {
        try prefs.importValues(from: storedValues(of: old), by: .updating)
    } catch {
        print("the old preferences were not imported: \(error)")   // names the key and the value
    }
}
