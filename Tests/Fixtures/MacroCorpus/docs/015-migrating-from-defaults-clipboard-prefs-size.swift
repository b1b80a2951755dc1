// corpus: Docs/MigratingFromDefaults.md:17
import Prefs
import Foundation

enum PopupPosition: String, CaseIterable, Sendable { case cursor, statusItem, window }
struct WindowState: Codable, Sendable { var isPinned = false; var height = 600.0 }

@PrefsSchema final class ClipboardPrefs {
    @Storage var storage = .jsonFile(URL(filePath: "/tmp/clipboard.json"))
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(key: "historySize") var size: Int = 200
    @Pref var previewWidth: CGFloat = 400
    @Pref var windowSize: CGSize = CGSize(width: 450, height: 800)
    @Pref var ignoredApps: Set<String> = []
    @Pref var windowState: WindowState = WindowState()
    @Pref var lastReviewRequest: Date?
    @RawRepresentablePref @Setting(group: "appearance", title: "Popup at") var popupPosition: PopupPosition = .cursor
}

let prefs = ClipboardPrefs()
prefs.size = 300
prefs.$size.reset()
print(prefs.popupPosition, prefs.$size.isDefault)
