// corpus: Tests/PrefsTests/Settings/ReadmeSettingsExampleTests.swift:5
import Prefs
import Foundation

/// The README's "Settings as data" example, kept compiling and true.
@PrefsSchema(title: "Editor")
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush")
final class ReadmeEditorPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode = .cachedReadStorageWrite

    init(file: URL) { storage = AnyPrefsStorage(JSONFilePrefsStorage(file: file)) }

    /// Size of body text, in points.
    @Pref(key: "ui.fontSize") @Setting(group: "appearance", tags: ["text"], range: 10...24, step: 1)
    var fontSize: Double = 14
}
