import Foundation
import PrefsSearch
import Testing

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

@Suite struct ReadmeSettingsExampleTests {
    @Test func theReadmeExampleDoesWhatItSays() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "prefs-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefs = ReadmeEditorPrefs(file: directory.appending(path: "editor.json"))
        #expect(
            SettingsSearchIndex(ReadmeEditorPrefs.settingsTree).results(for: "font").first?.id == "appearance.fontSize")
        prefs.fontSize = 99
        #expect(prefs.fontSize == 14)
        var review = prefs.review()
        try review.stage(prefs.$fontSize, 18)
        #expect(prefs.fontSize == 14)
        try review.apply()
        #expect(ReadmeEditorPrefs(file: directory.appending(path: "editor.json")).fontSize == 18)
    }
}
