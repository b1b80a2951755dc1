import Foundation
import Prefs

/// A demo-sized tree: 40 preferences in 6 top-level groups, two levels deep, with every value type.
enum DemoSettingsFixture {
    static func tree() -> SettingsTree {
        SettingsTree(title: "PrefsDemo") {
            SettingsGroup("General", icon: "gear", tags: ["basics"]) {
                SettingsItem(name: "userName", type: .string, summary: "The name shown in the title bar.")
                SettingsItem(name: "launches", type: .int, default: .int(0), summary: "How many times the app ran.")
                SettingsItem(name: "language", type: .string, default: .string("en"), options: languageOptions)
                SettingsItem(name: "checkForUpdates", type: .bool, default: .bool(true), tags: ["updates"])
                SettingsItem(
                    name: "firstLaunch", type: .date, default: .date(Date(timeIntervalSince1970: 1_700_000_000)))
                SettingsGroup("Startup", presentation: .inline) {
                    SettingsItem(name: "openAtLogin", type: .bool, default: .bool(false))
                    SettingsItem(name: "restoreWindows", type: .bool, default: .bool(true))
                    SettingsItem(name: "startupPage", key: "startup.page", type: .string, default: .string("home"))
                }
            }
            SettingsGroup("Appearance", icon: "paintbrush", tags: ["look"]) {
                SettingsItem(
                    name: "fontSize", key: "ui.fontSize", type: .double, default: .double(14),
                    summary: "Size of body text, in points.", range: SettingsRange(10...24, step: 1), tags: ["text"])
                SettingsItem(
                    name: "theme", type: .string, default: .string("system"),
                    options: [
                        PrefsAllowedValue(.string("light"), label: "Light"),
                        PrefsAllowedValue(.string("dark"), label: "Dark"),
                    ])
                SettingsItem(name: "accentColor", type: .string, default: .string("#0A84FF"))
                SettingsItem(
                    name: "lineSpacing", type: .double, default: .double(1.25), range: SettingsRange(1...2, step: 0.05))
                SettingsItem(name: "isHDREnabled", type: .bool, default: .bool(false), requiresRestart: true)
                SettingsGroup("Sidebar", presentation: .inline) {
                    SettingsItem(
                        name: "sidebarWidth", type: .int, default: .int(240), range: SettingsRange(min: 160, max: 400))
                    SettingsItem(name: "showIcons", type: .bool, default: .bool(true))
                    SettingsItem(
                        name: "pinnedItems", type: .array, default: .array([.string("inbox"), .string("drafts")]))
                }
            }
            SettingsGroup("Network", icon: "network", tags: ["internet", "web"]) {
                SettingsItem(name: "httpProxyURL", type: .string, summary: "Proxy for outgoing HTTP requests.")
                SettingsItem(name: "timeout", type: .double, default: .double(30.5), range: SettingsRange(min: 1))
                SettingsItem(name: "maxConnections", type: .int, default: .int(8), range: SettingsRange(1...64))
                SettingsItem(
                    name: "headers", type: .dictionary,
                    default: .dictionary(["Accept": .string("*/*"), "X-Retry": .int(3)]))
                SettingsGroup("Authentication") {
                    SettingsItem(name: "apiToken", type: .string, tags: ["token"], secret: true)
                    SettingsItem(name: "certificate", type: .data, default: .data(Data([0xDE, 0xAD, 0xBE, 0xEF])))
                    SettingsItem(name: "useKeychain", type: .bool, default: .bool(true))
                }
            }
            SettingsGroup("Notifications", icon: "bell", tags: ["alerts"]) {
                SettingsItem(name: "notificationsEnabled", type: .bool, default: .bool(true))
                SettingsItem(name: "sound", type: .string, default: .string("chime"))
                SettingsItem(name: "badgeCount", type: .bool, default: .bool(true))
                SettingsItem(
                    name: "quietHours", type: .codable, default: .dictionary(["start": .int(22), "end": .int(7)]))
                SettingsGroup("Email Digest", id: "digest", presentation: .inline) {
                    SettingsItem(name: "digestEnabled", type: .bool, default: .bool(false))
                    SettingsItem(
                        name: "digestFrequency", type: .int, default: .int(1),
                        options: [
                            PrefsAllowedValue(.int(1), label: "Daily"), PrefsAllowedValue(.int(7), label: "Weekly"),
                        ])
                }
            }
            SettingsGroup("Privacy & Security", icon: "lock.shield", tags: ["safety"]) {
                SettingsItem(
                    name: "autoLockDelay", type: .double, default: .double(300),
                    range: SettingsRange(60...3600, step: 60))
                SettingsItem(
                    name: "analyticsEnabled", type: .bool, default: .bool(false), summary: "Share anonymous usage data."
                )
                SettingsItem(name: "clearHistoryOnQuit", type: .bool, default: .bool(false))
                SettingsItem(name: "blockedDomains", type: .array, default: .array([]))
                SettingsGroup("Encryption") {
                    SettingsItem(name: "encryptBackups", type: .bool, default: .bool(true), requiresRestart: true)
                    SettingsItem(
                        name: "keySize", type: .int, default: .int(256),
                        options: [
                            PrefsAllowedValue(.int(128), label: "128-bit"),
                            PrefsAllowedValue(.int(256), label: "256-bit"),
                        ])
                }
            }
            SettingsGroup("Advanced", icon: "gearshape.2", tags: ["expert"]) {
                SettingsItem(name: "logLevel", type: .string, default: .string("info"))
                SettingsItem(
                    name: "cacheSizeMB", type: .int, default: .int(512),
                    range: SettingsRange(min: 0, max: 4096, step: 64))
                SettingsItem(name: "experimentalFeatures", type: .bool, default: .bool(false), requiresRestart: true)
                SettingsItem(name: "scale", type: .double, default: .double(1e-3))
                SettingsItem(name: "internalState", type: .string, searchable: false)
                SettingsCustomGroup("Developer Tools", id: "tools", icon: "hammer", tags: ["debug"])
            }
        }
    }

    static let languageOptions = [
        PrefsAllowedValue(.string("en"), label: "English"), PrefsAllowedValue(.string("fr"), label: "Français"),
        PrefsAllowedValue(.string("ja"), label: "日本語"),
    ]
}
