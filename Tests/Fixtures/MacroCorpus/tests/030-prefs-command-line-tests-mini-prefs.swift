// corpus: Tests/PrefsTests/CommandLine/PrefsCommandLineTests.swift:6
import Prefs

/// A small app's schema, to show that any schema gets the command line in a few lines.
@PrefsSchema(title: "Mini")
@SettingsGroup("display", title: "Display")
final class MiniPrefs {
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
