// corpus: Docs/CommandLine.md:396
import Prefs
import PrefsCommandLine
import Foundation

import Foundation
import PrefsCommandLine

@PrefsSchema(title: "MyApp")
@SettingsGroup("display", title: "Display")
final class AppPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    /// How bright the screen is.
    @Pref @Setting(group: "display", range: 0...100, step: 10) var brightness: Int = 50
    @Pref @Setting(secret: true) var password: String?
}

let tool = PrefsCommandLine(
    toolName: "myapp",
    defaultFile: .userConfig(directory: "myapp", name: "prefs.json"),
    fileEnvironmentVariable: "MYAPP_PREFS_FILE",
    extraCommands: [
        PrefsCommandLineCommand(name: "doctor", summary: "Check the installation.") { _ in 0 }
    ]
) { storage in AppPrefs(storage: storage) }
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
