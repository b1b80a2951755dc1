// corpus: README.md:180
import Prefs
import PrefsSearch
import Foundation

import Foundation
import PrefsSearch

@PrefsSchema(title: "Editor")
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush")
final class EditorPrefs {
    @Storage var storage = .jsonFile(URL(filePath: "/tmp/editor.json"))
    @StorageMode var storageMode = .cachedReadStorageWrite

    /// Size of body text, in points.
    @Pref(key: "ui.fontSize") @Setting(group: "appearance", tags: ["text"], range: 10...24, step: 1)
    var fontSize: Double = 14
}

let prefs = EditorPrefs()
print(SettingsSearchIndex(EditorPrefs.settingsTree).results(for: "font")[0].id)   // appearance.fontSize
prefs.fontSize = 99                        // rejected: out of range; the stored value is kept
var review = prefs.review()
try review.stage(prefs.$fontSize, 18)      // validated now, written by apply() in one atomic batch
try review.apply()
