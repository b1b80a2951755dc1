// corpus: Docs/Coding.md:74
import Prefs
import Foundation

enum PasteboardKind: String, Sendable { case text = "public.utf8-plain-text", image = "public.png" }
struct WindowState: Codable, Sendable { var name = "main"; var height = 2 }

@PrefsSchema final class ClipboardPrefs {
    @Storage var storage = .plistFile(URL(filePath: "/tmp/clipboard.plist"))
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var previewWidth: CGFloat = 400                          // 400.0
    @Pref var historySize: UInt16 = 200                            // 200
    @Pref var windowSize: CGSize = CGSize(width: 500, height: 650) // "[500,650]"
    @Pref var homepage: URL = URL(string: "https://example.com")!  // "\"https://example.com\""
    @Pref var deviceID: UUID?                                      // "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    @Pref var ignoredApps: Set<String> = []                        // ["com.apple.mail", "com.apple.Safari"]
    @Pref var pasteboardTypes: Set<PasteboardKind> = [.text]       // ["public.utf8-plain-text"]
    @Pref var pageRange: ClosedRange<Int> = 1...5                  // [1, 5]
    @Pref var window: WindowState = WindowState()                  // "{\"height\":2,\"name\":\"main\"}"
}
