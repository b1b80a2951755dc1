// corpus: Tests/PrefsTests/Coding/DefaultsFormsTests.swift:18
import Prefs
import Foundation

/// One preference of each type sindresorhus/Defaults stores without a coding, each with a default, declared with
/// plain `@Pref` (the enum itself with `@RawRepresentablePref`), under the keys Scripts/make-defaults-fixture.py
/// writes.
@PrefsSchema final class DefaultsTypesPrefs: TestSchema {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref var launchCount: Int = 0
    @Pref var opacity: Double = 1
    @Pref var previewWidth: CGFloat = 300
    @Pref var int8: Int8 = 0
    @Pref var int16: Int16 = 0
    @Pref var int32: Int32 = 0
    @Pref var int64: Int64 = 0
    @Pref var uInt: UInt = 0
    @Pref var uInt8: UInt8 = 0
    @Pref var uInt16: UInt16 = 0
    @Pref var uInt32: UInt32 = 0
    @Pref var uInt64: UInt64 = 0
    @Pref var lastReviewRequest: Date = .distantPast
    @Pref var ignoredApps: Set<String> = []
    @Pref var searchHistory: [String] = []
    @Pref var pins: [String: Bool] = [:]
    @RawRepresentablePref var popupPosition: PopupPosition = .cursor
    @Pref var pasteboardTypes: Set<PasteboardKind> = [.text]
    @Pref var recentKinds: [PasteboardKind] = []
    @Pref var kindsByApp: [String: PasteboardKind] = [:]
    @Pref var homepage: URL = URL(filePath: "/")
    @Pref var recentURLs: [URL] = []
    @Pref var windowSize: CGSize = CGSize(width: 100, height: 100)
    @Pref var windowPosition: CGPoint = .zero
    @Pref var windowFrame: CGRect = .zero
    @Pref var windowState: WindowState = WindowState(name: "", height: 0)
    @Pref var recentStates: [WindowState] = []
    @Pref var deviceID: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    @Pref var knownDevices: Set<UUID> = []
    @Pref var pageRange: Range<Int> = 0..<1
    @Pref var zoomRange: ClosedRange<Double> = 1...1
}

// corpus: declared beside it, Tests/PrefsTests/Coding/CodingTestSupport.swift:49
/// A schema the round-trip helper can create over any storage and mode.
protocol TestSchema: PrefsSchema {
    init(storage: any PrefsStorage, mode: PrefsStorageMode)
}

// corpus: declared beside it, Tests/PrefsTests/Coding/DefaultsFormsTests.swift:5
enum PasteboardKind: String, Sendable {
    case text = "public.utf8-plain-text"
    case image = "public.png"
    case url = "public.url"
}

// corpus: declared beside it, Tests/PrefsTests/Coding/DefaultsFormsTests.swift:11
enum PopupPosition: String, Sendable { case cursor, center, statusItem }

// corpus: declared beside it, Tests/PrefsTests/Coding/DefaultsFormsTests.swift:13
struct WindowState: Codable, Equatable, Sendable {
    var name: String
    var height: Int
}
