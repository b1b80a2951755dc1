// corpus: Sources/PrefsDemo/DemoPrefs.swift:5
import Prefs
import PrefsKitCompatibility
import Foundation

/// The preferences of a desktop note-taking app with a sync server: the schema the demo tool dumps and edits.
///
/// It uses every value type and coding Prefs offers, groups two levels deep, ranges, steps, options, tags,
/// summaries, preferences that need a restart and secrets, so that each command has something real to show.
@PrefsSchema(title: "PrefsDemo")
@SettingsGroup("general", title: "General", icon: "gearshape", tags: ["basics"])
@SettingsGroup("general.startup", title: "Startup", presentation: .inline)
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush", tags: ["look", "theme"])
@SettingsGroup("appearance.text", title: "Text", icon: "textformat", tags: ["font"])
@SettingsGroup("editor", title: "Editor", icon: "pencil", tags: ["writing"])
@SettingsGroup("editor.files", title: "Files", presentation: .inline)
@SettingsGroup("sync", title: "Sync", icon: "arrow.triangle.2.circlepath", tags: ["cloud", "backup"])
@SettingsGroup("sync.schedule", title: "Schedule", tags: ["timer"])
@SettingsGroup("network", title: "Network", icon: "network", tags: ["internet", "connection"])
@SettingsGroup("network.proxy", title: "Proxy", tags: ["http"])
@SettingsGroup("notifications", title: "Notifications & Sounds", icon: "bell", tags: ["alerts"])
@SettingsGroup("privacy", title: "Privacy & Security", icon: "lock", tags: ["password", "tracking"])
@SettingsGroup("advanced", title: "Advanced", icon: "wrench", tags: ["developer"])
@SettingsGroup("advanced.experimental", title: "Experimental", tags: ["beta", "labs"])
final class DemoPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage, mode: PrefsStorageMode = .storageOnly) {
        self.storage = storage
        storageMode = mode
    }

    // MARK: General

    /// The language of menus and messages.
    @Pref
    @Setting(
        group: "general", tags: ["locale"], options: ["en": "English", "de": "Deutsch", "fr": "Français", "ja": "日本語"])
    var language: String = "en"

    /// The name shown on notes you share.
    @Pref @Setting(group: "general", tags: ["account"]) var userName: String?

    /// Look for a new version once a day.
    @Pref @Setting(group: "general", tags: ["update"]) var checkForUpdates: Bool = true

    /// Which releases to be offered.
    @RawRepresentablePref
    @Setting(
        group: "general", tags: ["update"],
        options: [UpdateChannel.stable: "Stable", .beta: "Beta", .nightly: "Nightly"])
    var updateChannel: UpdateChannel = .stable

    /// How many times the app was started.
    @Pref @Setting(group: "general", searchable: false) var launches: Int = 0

    /// When the app was first started.
    @Pref @Setting(group: "general", searchable: false) var firstLaunch: Date?

    /// Ask before quitting with unsynced changes (kept as "yes" or "no", as version 1 did).
    @Pref(coding: .boolAsString(.yesNo(.lowercase))) @Setting(group: "general") var confirmQuit: Bool = true

    /// Start the app when you log in.
    @Pref @Setting(group: "general.startup", tags: ["login"]) var launchAtLogin: Bool = false

    /// Open the windows that were open when the app quit.
    @Pref @Setting(group: "general.startup") var reopenWindows: Bool = true

    /// What the app shows when it starts without windows to reopen.
    @RawRepresentablePref
    @Setting(
        group: "general.startup",
        options: [StartScreen.lastNote: "Last Note", .newNote: "New Note", .library: "Library"])
    var startScreen: StartScreen = .lastNote

    // MARK: Appearance

    /// Light, dark, or following the system.
    @RawRepresentablePref
    @Setting(
        group: "appearance", tags: ["dark mode"], options: [Theme.system: "System", .light: "Light", .dark: "Dark"])
    var theme: Theme = .system

    /// The colour of buttons, links and selections.
    @Pref
    @Setting(
        group: "appearance", tags: ["color"],
        options: ["blue": "Blue", "green": "Green", "orange": "Orange", "pink": "Pink"])
    var accentColor: String = "blue"

    /// Scale of the whole interface.
    @Pref
    @Setting(
        title: "Interface Scale", group: "appearance", tags: ["zoom"], range: 0.75...2, step: 0.25,
        requiresRestart: true)
    var uiScale: Double = 1

    /// Width of the sidebar, in points.
    @Pref @Setting(group: "appearance", range: 180...400) var sidebarWidth: Float = 240

    /// Size of body text, in points.
    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"])
    @Setting(group: "appearance.text", tags: ["text", "zoom"], range: 10...24, step: 1)
    var fontSize: Double = 14

    /// The typeface of notes.
    @Pref @Setting(group: "appearance.text", tags: ["typeface"]) var fontFamily: String = "Menlo"

    /// Space between lines, as a multiple of the font size.
    @Pref @Setting(group: "appearance.text", range: 1...2, step: 0.1) var lineSpacing: Double = 1.2

    /// Smooth the edges of text.
    @Pref @Setting(title: "Font Smoothing", group: "appearance.text") var smoothFonts: Bool = true

    // MARK: Editor

    /// Columns a tab stands for.
    @Pref @Setting(group: "editor", tags: ["indent"], range: 1...8, step: 1) var tabWidth: Int = 4

    /// Insert spaces when Tab is pressed.
    @Pref @Setting(group: "editor", tags: ["indent"]) var insertSpaces: Bool = true

    /// Wrap long lines at the window's edge (version 1 stored "yes" or "no"; see `migrations`).
    @Pref @Setting(group: "editor") var wrapLines: Bool = false

    /// Number the lines of each note.
    @Pref @Setting(group: "editor") var showLineNumbers: Bool = false

    /// How often open notes are saved, in seconds.
    @Pref
    @Setting(
        title: "Autosave", group: "editor", tags: ["save"],
        options: [0: "Off", 10: "Every 10 seconds", 30: "Every 30 seconds", 300: "Every 5 minutes"])
    var autosaveInterval: Int = 30

    /// Notes opened lately, newest first.
    @Pref @Setting(group: "editor.files", searchable: false) var recentFiles: [String] = []

    /// How many notes the Open Recent menu lists.
    @Pref @Setting(group: "editor.files", range: 0...50, step: 1) var maxRecentFiles: Int = 10

    /// File names the library never shows.
    @Pref @Setting(group: "editor.files", tags: ["ignore", "hidden"]) var excludedPatterns: [String] = [
        ".git", "*.tmp",
    ]

    /// Which syntax each file extension is highlighted as.
    @Pref @Setting(group: "editor.files") var syntaxByExtension: [String: String] = ["md": "markdown", "txt": "plain"]

    // MARK: Sync

    /// Keep notes in sync with your server.
    @Pref @Setting(title: "Sync Notes", group: "sync") var syncEnabled: Bool = false

    /// The sync server's address.
    @Pref(coding: .urlString) @Setting(title: "Server URL", group: "sync", tags: ["address"]) var serverURL: URL?

    /// How this computer appears to your other devices.
    @Pref @Setting(group: "sync") var deviceName: String = "My Computer"

    /// This installation's identity on the server.
    @JSONStringCodablePref @Setting(title: "Device ID", group: "sync", searchable: false) var deviceID: UUID?

    /// When the last sync finished (kept as ISO 8601 text, which other tools read).
    @Pref(coding: .iso8601DateString) @Setting(group: "sync", searchable: false) var lastSync: Date?

    /// How long to wait before reconnecting after the server drops the connection, in seconds.
    @Pref(encode: { Int($0.components.seconds) }, decode: { Duration.seconds($0) })
    @Setting(group: "sync", tags: ["retry"], range: 1...600)
    var reconnectDelay: Duration = .seconds(5)

    /// The most the server may keep for you, in bytes (kept as text: more than JavaScript tools can count).
    @Pref(coding: .int64AsString) @Setting(group: "sync", tags: ["storage", "space"]) var quotaBytes: Int64 =
        10_000_000_000

    /// Minutes between syncs.
    @Pref
    @Setting(
        title: "Sync Every", group: "sync.schedule",
        options: [5: "5 minutes", 15: "15 minutes", 30: "30 minutes", 60: "Hour"])
    var syncInterval: Int = 15

    /// The days sync runs on.
    @Pref(coding: [Weekday].rawRepresentableArrayPrefsCoding) @Setting(group: "sync.schedule", tags: ["week"])
    var syncDays: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]

    /// Sync while the computer runs on battery.
    @Pref @Setting(group: "sync.schedule", tags: ["power", "energy"]) var syncOnBattery: Bool = true

    /// Hours when sync waits, such as {"start": 22, "end": 7}.
    @JSONDataCodablePref @Setting(group: "sync.schedule", tags: ["night", "do not disturb"]) var quietHours: QuietHours?

    // MARK: Network

    /// Seconds to wait for the server before giving up.
    @Pref @Setting(group: "network", tags: ["slow"], range: 1...120, step: 1) var timeout: Double = 30

    /// Connections opened to the server at once.
    @Pref @Setting(group: "network", range: 1...16, step: 1, requiresRestart: true) var maxConnections: Int = 4

    /// What the app calls itself in requests; empty for the default.
    @Pref @Setting(title: "User Agent", group: "network") var userAgent: String?

    /// Send requests through a proxy server.
    @Pref @Setting(title: "Use a Proxy", group: "network.proxy") var proxyEnabled: Bool = false

    /// The proxy server's host name.
    @Pref @Setting(group: "network.proxy") var proxyHost: String = ""

    /// The proxy server's port.
    @Pref(coding: .uInt16AsInt) @Setting(group: "network.proxy", range: 1...65535) var proxyPort: UInt16 = 8080

    /// The password for the proxy server.
    @Pref @Setting(group: "network.proxy", tags: ["login"], secret: true) var proxyPassword: String?

    // MARK: Notifications

    /// Show a notification when notes change on another device.
    @Pref @Setting(title: "Allow Notifications", group: "notifications") var notificationsEnabled: Bool = true

    /// The sound notifications play.
    @Pref @Setting(group: "notifications", tags: ["audio"], options: ["chime": "Chime", "pop": "Pop", "none": "None"])
    var notificationSound: String = "chime"

    /// Volume of notification sounds, from 0 to 1.
    @Pref @Setting(group: "notifications", tags: ["audio", "loud"], range: 0...1, step: 0.05) var volume: Double = 0.8

    /// Show the number of unread changes on the app icon.
    @Pref @Setting(title: "Badge App Icon", group: "notifications") var showBadge: Bool = true

    // MARK: Privacy

    /// Send anonymous usage statistics.
    @Pref @Setting(title: "Share Usage Data", group: "privacy", tags: ["analytics", "telemetry"]) var shareUsageData:
        Bool = false

    /// Send a report when the app crashes.
    @Pref @Setting(group: "privacy", tags: ["diagnostics"]) var sendCrashReports: Bool = true

    /// The token the app signs in to the sync server with.
    @Pref @Setting(title: "API Token", group: "privacy", tags: ["login", "key"], requiresRestart: true, secret: true)
    var apiToken: String?

    /// The key notes are encrypted with before they leave this computer.
    @Pref @Setting(group: "privacy", tags: ["encryption"], secret: true) var encryptionKey: Data?

    /// Lock the app after this many minutes without use; 0 never locks.
    @Pref @Setting(title: "Auto-Lock", group: "privacy", tags: ["timeout"], range: 0...120, step: 5)
    var autoLockMinutes: Int = 0

    // MARK: Advanced

    /// How much the app writes to its log.
    @RawRepresentablePref
    @Setting(
        group: "advanced", tags: ["debug"],
        options: [LogLevel.error: "Errors", .warning: "Warnings", .info: "Info", .debug: "Debug"])
    var logLevel: LogLevel = .warning

    /// Disk space kept for downloaded attachments, in megabytes.
    @Pref
    @Setting(
        title: "Cache Size", group: "advanced", tags: ["disk", "storage"], range: 64...4096, step: 64,
        requiresRestart: true)
    var cacheSizeMB: Int = 512

    /// Background threads for indexing; 0 picks one per core.
    @Pref @Setting(group: "advanced", tags: ["cpu", "performance"], range: 0...64, step: 1, requiresRestart: true)
    var workerThreads: Int = 0

    /// Switches for features still being built.
    @Pref @Setting(group: "advanced.experimental") var featureFlags: [String: Bool] = [:]

    /// Where the main window was, restored at launch (JSON, kept as base64 text).
    @Pref(coding: JSONDataCodablePrefsCoding<WindowFrame>().base64DataString())
    @Setting(group: "advanced", searchable: false)
    var windowFrame: WindowFrame?

    /// Open notes the way version 1 did (kept as 0 or 1, as version 1 did).
    @Pref(coding: .boolAsInteger(decodingStrategy: .strict)) @Setting(group: "advanced", tags: ["compatibility"])
    var legacyMode: Bool = false

    /// Draw notes with the new GPU renderer.
    @Pref @Setting(title: "GPU Renderer", group: "advanced.experimental", tags: ["graphics"], requiresRestart: true)
    var gpuRenderer: Bool = false

    /// Extra arguments passed to plug-ins, of any type.
    @Pref @Setting(group: "advanced.experimental", tags: ["plugins"]) var pluginArguments: AnyPrefsArray = []

    /// Values that override the server's configuration, for debugging.
    @Pref @Setting(group: "advanced.experimental", tags: ["debug"]) var debugOverrides: AnyPrefsDictionary = [:]
}

// corpus: declared beside it, Sources/PrefsDemo/DemoPrefs.swift:308
enum UpdateChannel: String, Sendable { case stable, beta, nightly }

// corpus: declared beside it, Sources/PrefsDemo/DemoPrefs.swift:309
enum StartScreen: String, Sendable { case lastNote, newNote, library }

// corpus: declared beside it, Sources/PrefsDemo/DemoPrefs.swift:310
enum Theme: String, Sendable { case system, light, dark }

// corpus: declared beside it, Sources/PrefsDemo/DemoPrefs.swift:311
enum LogLevel: String, Sendable { case error, warning, info, debug }

// corpus: declared beside it, Sources/PrefsDemo/DemoPrefs.swift:312
enum Weekday: String, Sendable { case monday, tuesday, wednesday, thursday, friday, saturday, sunday }

// corpus: declared beside it, Sources/PrefsDemo/DemoPrefs.swift:314
/// Hours of the day, 0 to 23, between which sync waits.
struct QuietHours: Codable, Sendable, Equatable {
    var start: Int
    var end: Int
}
