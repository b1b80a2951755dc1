// corpus: Docs/Layers.md:8
import Prefs
import Foundation

@PrefsSchema final class AppPrefs {
    @Storage var storage = .layered(
        .jsonFile(URL(filePath: "/home/ada/.config/notes/prefs.json")),
        defaults: URL(filePath: "/usr/share/notes/defaults.json"),
        environment: .prefix("NOTES_"),
        arguments: .parsing(CommandLine.arguments),
        locked: URL(filePath: "/etc/notes/locked.json"))
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(key: "ui.fontSize") @Setting(range: 10...24) var fontSize: Double = 14
    @Pref var theme: String = "system"
}

let prefs = AppPrefs()
print(prefs.fontSize)   // NOTES_UI_FONTSIZE=18 notes → 18; notes --pref ui.fontSize=20 → 20
