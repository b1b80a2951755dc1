import PrefsSearch

@testable import PrefsCore
@testable import PrefsSearch

/// Labelled queries over PrefsDemo's own schema (`Sources/PrefsDemo/DemoPrefs.swift`): what a person types and the
/// nodes that answer it.
///
/// Written before the ranking was tuned, and not changed to suit it; the categories are those of
/// `DesktopSearchLabels` in PrefsTests.
enum DemoSearchLabels {
    typealias Query = SettingsSearchEvaluation.Query

    static let lexical: [Query] = [
        Query("theme", expecting: ["appearance.theme"], category: "exact"),
        Query("sync notes", expecting: ["sync.syncEnabled"], category: "exact"),
        Query("Cache Size", expecting: ["advanced.cacheSizeMB"], category: "exact"),
        Query("auto-lock", expecting: ["privacy.autoLockMinutes"], category: "exact"),
        Query("font s", expecting: ["appearance.text.fontSize"], category: "prefix"),
        Query("launch", expecting: ["general.startup.launchAtLogin"], category: "prefix"),
        Query("proxy h", expecting: ["network.proxy.proxyHost"], category: "prefix"),
        Query("spacing", expecting: ["appearance.text.lineSpacing"], category: "word"),
        Query("numbers", expecting: ["editor.showLineNumbers"], category: "word"),
        Query("renderer", expecting: ["advanced.experimental.gpuRenderer"], category: "word"),
        Query("sidbar", expecting: ["appearance.sidebarWidth"], category: "typo"),
        Query("notifcations", expecting: ["notifications"], category: "typo"),
        Query("proxxy", expecting: ["network.proxy"], category: "typo"),
        Query("unsynced", expecting: ["general.confirmQuit"], category: "summary"),
        Query("indexing", expecting: ["advanced.workerThreads"], category: "summary"),
        Query("selections", expecting: ["appearance.accentColor"], category: "summary"),
        Query("anonymous", expecting: ["privacy.shareUsageData"], category: "summary"),
        Query("proxy password", expecting: ["network.proxy.proxyPassword"], category: "multi-word"),
        Query("line numbers", expecting: ["editor.showLineNumbers"], category: "multi-word"),
        Query("sync battery", expecting: ["sync.schedule.syncOnBattery"], category: "multi-word"),
        Query("crash reports", expecting: ["privacy.sendCrashReports"], category: "multi-word"),
    ]

    static let intent: [Query] = [
        Query("night mode", expecting: ["appearance.theme"], category: "synonym"),
        Query("colour scheme", expecting: ["appearance.theme"], category: "synonym"),
        Query("autostart", expecting: ["general.startup.launchAtLogin"], category: "synonym"),
        Query("indentation", expecting: ["editor.tabWidth", "editor.insertSpaces"], category: "synonym"),
        Query("word wrap", expecting: ["editor.wrapLines"], category: "synonym"),
        Query("mute", expecting: ["notifications.volume", "notifications.notificationSound"], category: "synonym"),
        Query("loudness", expecting: ["notifications.volume"], category: "synonym"),
        Query("accent colour", expecting: ["appearance.accentColor"], category: "synonym"),
        Query("hidpi", expecting: ["appearance.uiScale"], category: "synonym"),
        Query("log verbosity", expecting: ["advanced.logLevel"], category: "synonym"),
        Query(
            "beta features", expecting: ["advanced.experimental", "advanced.experimental.featureFlags"],
            category: "synonym"),
        Query("hardware acceleration", expecting: ["advanced.experimental.gpuRenderer"], category: "synonym"),
        Query("cpu cores", expecting: ["advanced.workerThreads"], category: "synonym"),
        Query("make text bigger", expecting: ["appearance.text.fontSize"], category: "need"),
        Query("start when my computer boots", expecting: ["general.startup.launchAtLogin"], category: "need"),
        Query("stop the app from locking", expecting: ["privacy.autoLockMinutes"], category: "need"),
        Query(
            "don't send data to the developers", expecting: ["privacy.shareUsageData", "privacy.sendCrashReports"],
            category: "need"),
        Query("use spaces instead of tabs", expecting: ["editor.insertSpaces"], category: "need"),
        Query("hide line numbers", expecting: ["editor.showLineNumbers"], category: "need"),
        Query("save more often", expecting: ["editor.autosaveInterval"], category: "need"),
        Query(
            "connect through a corporate firewall", expecting: ["network.proxy", "network.proxy.proxyEnabled"],
            category: "need"),
        Query("how often notes sync", expecting: ["sync.schedule.syncInterval"], category: "need"),
        Query("make the sidebar wider", expecting: ["appearance.sidebarWidth"], category: "need"),
        Query("more room between lines", expecting: ["appearance.text.lineSpacing"], category: "need"),
        Query("turn off notification sound", expecting: ["notifications.notificationSound"], category: "need"),
        Query("which server to sync with", expecting: ["sync.serverURL"], category: "need"),
        Query("get beta releases", expecting: ["general.updateChannel"], category: "need"),
        Query("less logging", expecting: ["advanced.logLevel"], category: "need"),
        Query("reopen my notes after a restart", expecting: ["general.startup.reopenWindows"], category: "need"),
        Query("stop asking before quitting", expecting: ["general.confirmQuit"], category: "need"),
        Query("use less disk space", expecting: ["advanced.cacheSizeMB"], category: "need"),
        Query("make the app bigger", expecting: ["appearance.uiScale"], category: "need"),
        Query("indenting", expecting: ["editor.tabWidth", "editor.insertSpaces"], category: "stemmed"),
        Query("wrapping", expecting: ["editor.wrapLines"], category: "stemmed"),
        Query("retrying", expecting: ["sync.reconnectDelay"], category: "stemmed"),
        Query("syncing", expecting: ["sync", "sync.syncEnabled"], category: "stemmed"),
        Query("smoothed fonts", expecting: ["appearance.text.smoothFonts"], category: "stemmed"),
        Query("scaling", expecting: ["appearance.uiScale"], category: "stemmed"),
    ]
}
