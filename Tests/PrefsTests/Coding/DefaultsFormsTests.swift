import Foundation
import Prefs
import Testing

enum PasteboardKind: String, Sendable {
    case text = "public.utf8-plain-text"
    case image = "public.png"
    case url = "public.url"
}

enum PopupPosition: String, Sendable { case cursor, center, statusItem }

struct WindowState: Codable, Equatable, Sendable {
    var name: String
    var height: Int
}

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

/// A file a Defaults app wrote reads under a Prefs schema with the same keys, and what Prefs writes keeps the form
/// Defaults writes, so the app reads it back.
@Suite struct DefaultsFormsTests {
    static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let device = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    static let otherDevice = UUID(uuidString: "5A5A5A5A-0000-4000-8000-000000000001")!

    /// Runs the committed fixture script, writing a property list in Defaults' forms.
    static func fixture(in directory: TemporaryDirectory, xml: Bool) throws -> URL {
        let file = directory.file("defaults-app.plist")
        let script = packageRoot.appending(path: "Scripts/make-defaults-fixture.py")
        _ = try runPython(
            "import runpy, sys; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')",
            [script.path, file.path] + (xml ? ["--xml"] : []))
        return file
    }

    @Test(arguments: [false, true])
    func aFileDefaultsWroteReadsBackEveryValue(xml: Bool) throws {
        let directory = TemporaryDirectory()
        let file = try Self.fixture(in: directory, xml: xml)
        let storage = PListFilePrefsStorage(file: file)
        #expect(storage.loadError == nil)
        let prefs = DefaultsTypesPrefs(storage: storage, mode: .cachedReadStorageWrite)
        #expect(
            (prefs.launchCount, prefs.opacity, prefs.previewWidth, prefs.int8, prefs.int16, prefs.int32) == (
                12, 0.75, 400.5, -8, -1600, 320_000
            ))
        #expect(
            (prefs.int64, prefs.uInt, prefs.uInt8, prefs.uInt16, prefs.uInt32, prefs.uInt64) == (
                -6_400_000_000, 42, 255, 65535, 4_294_967_295, 9_007_199_254_740_993
            ))
        #expect(
            (
                prefs.lastReviewRequest, prefs.ignoredApps, prefs.searchHistory, prefs.pins, prefs.popupPosition,
                prefs.pasteboardTypes
            ) == (
                Date(timeIntervalSince1970: 1_714_979_289), ["com.apple.mail", "com.apple.Safari"], ["one", "two"],
                ["a": true, "b": false], .statusItem, [.image, .text]
            ))
        #expect(
            (
                prefs.recentKinds, prefs.kindsByApp, prefs.homepage, prefs.recentURLs, prefs.windowSize,
                prefs.windowPosition
            ) == (
                [.url, .image], ["com.apple.Safari": .url], URL(string: "https://example.com/a%20b?q=1"),
                [URL(string: "https://one.example")!, URL(string: "file:///tmp/x.txt")!],
                CGSize(width: 500, height: 650), CGPoint(x: 10, y: 20.5)
            ))
        #expect(
            (prefs.windowFrame, prefs.windowState, prefs.recentStates, prefs.deviceID, prefs.knownDevices) == (
                CGRect(x: 0, y: 0, width: 800, height: 600), WindowState(name: "main", height: 2),
                [WindowState(name: "a", height: 1), WindowState(name: "b", height: 3)], Self.device,
                [Self.device, Self.otherDevice]
            ))
        #expect(prefs.pageRange == 1..<5)
        #expect(prefs.zoomRange == 0.5...2)
    }

    /// Every write stores the form Defaults writes (the next launch, a new storage over the file, sees it).
    @Test func aWriteKeepsTheFormDefaultsWrites() throws {
        let directory = TemporaryDirectory()
        let file = try Self.fixture(in: directory, xml: false)
        let prefs = DefaultsTypesPrefs(storage: PListFilePrefsStorage(file: file), mode: .cachedReadStorageWrite)
        prefs.previewWidth = 320
        prefs.int8 = 7
        prefs.uInt64 = 64
        prefs.ignoredApps = ["b", "a"]
        prefs.pasteboardTypes = [.url, .text]
        prefs.recentKinds = [.text]
        prefs.kindsByApp = ["x": .image]
        prefs.homepage = URL(string: "https://example.org/path")!
        prefs.recentURLs = [URL(string: "https://two.example")!]
        prefs.windowSize = CGSize(width: 640, height: 480.5)
        prefs.windowPosition = CGPoint(x: -5, y: 7)
        prefs.windowFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        prefs.windowState = WindowState(name: "side", height: 9)
        prefs.recentStates = [WindowState(name: "c", height: 4)]
        prefs.deviceID = Self.otherDevice
        prefs.knownDevices = [Self.otherDevice, Self.device]
        prefs.pageRange = 2..<3
        prefs.zoomRange = 1...4

        let stored = PListFilePrefsStorage(file: file)
        let expected: [String: PrefsValue] = [
            "previewWidth": .double(320),
            "int8": .int(7),
            "uInt64": .int(64),
            "ignoredApps": .array([.string("a"), .string("b")]),
            "pasteboardTypes": .array([.string("public.url"), .string("public.utf8-plain-text")]),
            "recentKinds": .array([.string("public.utf8-plain-text")]),
            "kindsByApp": .dictionary(["x": .string("public.png")]),
            "homepage": .string(#""https://example.org/path""#),
            "recentURLs": .array([.string(#""https://two.example""#)]),
            "windowSize": .string("[640,480.5]"),
            "windowPosition": .string("[-5,7]"),
            "windowFrame": .string("[[1,2],[3,4]]"),
            "windowState": .string(#"{"height":9,"name":"side"}"#),
            "recentStates": .array([.string(#"{"height":4,"name":"c"}"#)]),
            "deviceID": .string("5A5A5A5A-0000-4000-8000-000000000001"),
            "knownDevices": .array([
                .string("5A5A5A5A-0000-4000-8000-000000000001"), .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
            ]),
            "pageRange": .array([.int(2), .int(3)]),
            "zoomRange": .array([.double(1), .double(4)]),
        ]
        for (key, form) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(stored.storageValue(forKey: key) == form, "\(key)")
        }
        let reread = DefaultsTypesPrefs(storage: stored, mode: .storageOnly)
        #expect(
            (reread.windowFrame, reread.knownDevices) == (
                CGRect(x: 1, y: 2, width: 3, height: 4), [Self.otherDevice, Self.device]
            ))
    }

    /// A size or point reads from the JSON text Defaults writes, from the same array stored as an array (a file
    /// edited by hand), and from an object naming its fields; anything else is unreadable and reads the default.
    @Test func geometryReadsEveryReasonableForm() {
        #expect(
            (
                CGSize(prefsValue: .string("[500,650]")), CGSize(prefsValue: .string("[500, 650.5]")),
                CGSize(prefsValue: .array([.int(500), .double(650)]))
            ) == (CGSize(width: 500, height: 650), CGSize(width: 500, height: 650.5), CGSize(width: 500, height: 650)))
        #expect(CGSize(prefsValue: .string(#"{"width":500,"height":600}"#)) == CGSize(width: 500, height: 600))
        #expect(CGSize(prefsValue: .dictionary(["width": .int(1), "height": .int(2)])) == CGSize(width: 1, height: 2))
        #expect(CGSize(prefsValue: .string("[500]")) == nil)
        #expect(CGSize(prefsValue: .string("wide")) == nil)
        #expect(CGPoint(prefsValue: .string(#"{"x":1,"y":2}"#)) == CGPoint(x: 1, y: 2))
        #expect(
            CGRect(prefsValue: .string(#"{"origin":{"x":1,"y":2},"size":{"width":3,"height":4}}"#))
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(ClosedRange<Int>(prefsValue: .array([.int(5), .int(1)])) == nil)
        #expect(URL(prefsValue: .string("https://example.com")) == URL(string: "https://example.com"))
        #expect(UInt8(prefsValue: .int(256)) == nil)
    }

    /// A `Set` stores the same array whatever order this process's hashing gives it.
    @Test func aSetStoresAStableOrder() {
        let set: Set<String> = Set((0..<50).map { "item\($0)" })
        #expect(set.prefsValue == .array((0..<50).map { "item\($0)" }.sorted().map(PrefsValue.string)))
    }
}
