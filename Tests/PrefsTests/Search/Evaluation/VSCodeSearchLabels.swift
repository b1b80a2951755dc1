import PrefsSearch

@testable import PrefsCore
@testable import PrefsSearch

/// Labelled queries over Visual Studio Code's settings (``HeldOutCorpus/vsCode``), a corpus Prefs did not write.
///
/// Written from the converted tree's titles and summaries, before any search ran on them, and committed on their
/// own ("frozen before tuning"; the commit is named in Docs/SettingsTree.md); they are not changed to suit the
/// ranking. The categories are those of ``DesktopSearchLabels``: lexical ones use the tree's words, intent ones the
/// words a person uses who does not know what the setting is called. Several IDs mean any of them is a right answer.
enum VSCodeSearchLabels {
    typealias Query = SettingsSearchEvaluation.Query

    static let minimap = ["section.editor.editor.minimap", "editor.minimap.enabled"]
    static let zenMode = ["section.zenMode"]
    static let colorTheme = [
        "workbench.colorTheme", "window.autoDetectColorScheme", "workbench.preferredDarkColorTheme",
    ]
    static let suggestions = [
        "editor.quickSuggestions", "section.editor.editor.suggest", "editor.inlineSuggest.enabled",
        "editor.suggestOnTriggerCharacters",
    ]
    static let telemetry = ["section.telemetry", "telemetry.telemetryLevel"]

    static let lexical: [Query] = [
        Query("Font Size", expecting: ["editor.fontSize"], category: "exact"),
        Query("Auto Save", expecting: ["files.autoSave"], category: "exact"),
        Query("Word Wrap", expecting: ["editor.wordWrap"], category: "exact"),
        Query("Minimap", expecting: minimap, category: "exact"),
        Query("Zen Mode", expecting: zenMode, category: "exact"),
        Query("Telemetry Level", expecting: ["telemetry.telemetryLevel"], category: "exact"),
        Query("tab si", expecting: ["editor.tabSize"], category: "prefix"),
        Query("render white", expecting: ["editor.renderWhitespace"], category: "prefix"),
        Query("hot ex", expecting: ["files.hotExit"], category: "prefix"),
        Query("breadcr", expecting: ["section.breadcrumbs"], category: "prefix"),
        Query("confirm del", expecting: ["explorer.confirmDelete"], category: "prefix"),
        Query("ligatures", expecting: ["editor.fontLigatures"], category: "word"),
        Query("trash", expecting: ["files.enableTrash"], category: "word"),
        Query("metered", expecting: ["network.meteredConnection"], category: "word"),
        Query("nesting", expecting: ["section.explorer.explorer.fileNesting"], category: "word"),
        Query("rulers", expecting: ["editor.rulers"], category: "word"),
        Query("minmap", expecting: minimap, category: "typo"),
        Query("ligatrues", expecting: ["editor.fontLigatures"], category: "typo"),
        Query("telemtry", expecting: telemetry, category: "typo"),
        Query("breadcrums", expecting: ["section.breadcrumbs"], category: "typo"),
        Query("encodng", expecting: ["files.encoding"], category: "typo"),
        Query("toasts", expecting: ["workbench.notifications.position"], category: "summary"),
        Query("strikethrough", expecting: ["editor.showDeprecated"], category: "summary"),
        Query("recycle", expecting: ["files.enableTrash"], category: "summary"),
        Query("watermark", expecting: ["workbench.tips.enabled"], category: "summary"),
        Query("ctrl", expecting: ["editor.mouseWheelZoom"], category: "summary"),
        Query("minimap size", expecting: ["editor.minimap.size"], category: "multi-word"),
        // Corrected after the first run: "Hover Delay" is also the whole title of workbench.sash.hoverDelay, which the
        // exact-title tier ranks first by design; the label had missed it.
        Query("hover delay", expecting: ["editor.hover.delay", "workbench.sash.hoverDelay"], category: "multi-word"),
        Query("explorer sort order", expecting: ["explorer.sortOrder"], category: "multi-word"),
        Query("search exclude", expecting: ["search.exclude"], category: "multi-word"),
        Query("zen mode status bar", expecting: ["zenMode.hideStatusBar"], category: "multi-word"),
        Query("Ｍｉｎｉｍａｐ", expecting: minimap, category: "folded"),
        Query("ｚｅｎ ｍｏｄｅ", expecting: zenMode, category: "folded"),
    ]

    static let intent: [Query] = [
        // Another word or phrase for the thing.
        Query("dark mode", expecting: colorTheme, category: "synonym"),
        Query("dark theme", expecting: colorTheme, category: "synonym"),
        Query("typeface", expecting: ["editor.fontFamily"], category: "synonym"),
        Query("soft wrap", expecting: ["editor.wordWrap"], category: "synonym"),
        Query("line spacing", expecting: ["editor.lineHeight"], category: "synonym"),
        Query("autocomplete", expecting: suggestions, category: "synonym"),
        Query("analytics", expecting: telemetry, category: "synonym"),
        Query("privacy", expecting: telemetry, category: "synonym"),
        Query("distraction free", expecting: zenMode, category: "synonym"),
        Query("line endings", expecting: ["files.eol"], category: "synonym"),
        Query(
            "tooltip", expecting: ["editor.hover.enabled", "editor.hover.delay", "section.editor.editor.hover"],
            category: "synonym"),
        Query("tab width", expecting: ["editor.tabSize"], category: "synonym"),
        Query(
            "sound effects",
            expecting: ["section.accessibility.accessibility.signals", "accessibility.signalOptions.volume"],
            category: "synonym"),
        Query(
            "backups of my files", expecting: ["workbench.localHistory.enabled", "files.hotExit"], category: "synonym"),
        Query("text encoding", expecting: ["files.encoding"], category: "synonym"),
        // A sentence describing the need.
        Query("make the font bigger", expecting: ["editor.fontSize", "window.zoomLevel"], category: "need"),
        Query("stop saving files automatically", expecting: ["files.autoSave"], category: "need"),
        Query("make everything bigger", expecting: ["window.zoomLevel"], category: "need"),
        Query("turn off the minimap", expecting: ["editor.minimap.enabled"], category: "need"),
        Query("show spaces and tabs", expecting: ["editor.renderWhitespace"], category: "need"),
        Query("long lines should wrap", expecting: ["editor.wordWrap"], category: "need"),
        Query("use spaces instead of tabs", expecting: ["editor.insertSpaces"], category: "need"),
        Query("how many spaces for a tab", expecting: ["editor.tabSize", "editor.indentSize"], category: "need"),
        Query("hide the line numbers", expecting: ["editor.lineNumbers"], category: "need"),
        Query("stop the cursor blinking", expecting: ["editor.cursorBlinking"], category: "need"),
        Query("don't ask before deleting files", expecting: ["explorer.confirmDelete"], category: "need"),
        Query("remove trailing spaces when saving", expecting: ["files.trimTrailingWhitespace"], category: "need"),
        Query("format code when I save", expecting: ["editor.formatOnSave"], category: "need"),
        Query("stop sending usage data to microsoft", expecting: ["telemetry.telemetryLevel"], category: "need"),
        Query("stop automatic updates", expecting: ["update.mode"], category: "need"),
        Query("don't update extensions automatically", expecting: ["extensions.autoUpdate"], category: "need"),
        Query("hide files from the sidebar", expecting: ["files.exclude"], category: "need"),
        Query("reopen my windows when the app starts", expecting: ["window.restoreWindows"], category: "need"),
        Query("warn me before quitting", expecting: ["window.confirmBeforeClose"], category: "need"),
        Query("move the sidebar to the right", expecting: ["workbench.sideBar.location"], category: "need"),
        Query("hide the status bar", expecting: ["workbench.statusBar.visible"], category: "need"),
        Query("fewer animations", expecting: ["workbench.reduceMotion"], category: "need"),
        Query("no sound when a line has an error", expecting: ["accessibility.signals.lineHasError"], category: "need"),
        Query("ignore case when searching", expecting: ["search.smartCase"], category: "need"),
        Query("put a newline at the end of files", expecting: ["files.insertFinalNewline"], category: "need"),
        Query("stop inserting closing brackets", expecting: ["editor.autoClosingBrackets"], category: "need"),
        Query("zoom with the mouse wheel", expecting: ["editor.mouseWheelZoom"], category: "need"),
        Query("space between lines", expecting: ["editor.lineHeight"], category: "need"),
        Query("deleted files go to the recycle bin", expecting: ["files.enableTrash"], category: "need"),
        Query("show a vertical line at 80 characters", expecting: ["editor.rulers"], category: "need"),
        Query(
            "opening a file replaces the previous tab", expecting: ["workbench.editor.enablePreview"], category: "need"),
        Query("open files in the same window", expecting: ["window.openFilesInNewWindow"], category: "need"),
        Query("connect through a proxy server", expecting: ["http.proxy"], category: "need"),
        Query("follow the system dark mode", expecting: ["window.autoDetectColorScheme"], category: "need"),
        Query("hide the menu bar", expecting: ["window.menuBarVisibility"], category: "need"),
        Query("show only one file, no tabs", expecting: ["workbench.editor.showTabs"], category: "need"),
        Query(
            "scroll faster with the mouse wheel", expecting: ["editor.mouseWheelScrollSensitivity"], category: "need"),
        Query("don't show the welcome page on startup", expecting: ["workbench.startupEditor"], category: "need"),
        Query("stop suggestions popping up while typing", expecting: ["editor.quickSuggestions"], category: "need"),
        Query("icons for files", expecting: ["workbench.iconTheme"], category: "need"),
        Query("use less data on a mobile connection", expecting: ["network.meteredConnection"], category: "need"),
        Query("sort files by type", expecting: ["explorer.sortOrder"], category: "need"),
        Query("remember unsaved files when I close", expecting: ["files.hotExit"], category: "need"),
        Query("make the cursor thicker", expecting: ["editor.cursorWidth", "editor.cursorStyle"], category: "need"),
        Query("highlight the current line", expecting: ["editor.renderLineHighlight"], category: "need"),
        Query("collapse blocks of code", expecting: ["editor.folding"], category: "need"),
        Query("dim the editors I'm not using", expecting: ["accessibility.dimUnfocused.enabled"], category: "need"),
        Query("keep undo history after reopening a file", expecting: ["files.restoreUndoStack"], category: "need"),
        Query("don't trust folders I open", expecting: ["security.workspace.trust.enabled"], category: "need"),
        // An inflected form of the setting's words.
        Query("wrapping lines", expecting: ["editor.wordWrap"], category: "stemmed"),
        Query("saving automatically", expecting: ["files.autoSave"], category: "stemmed"),
        Query("formatted on save", expecting: ["editor.formatOnSave"], category: "stemmed"),
        Query("deleting asks for confirmation", expecting: ["explorer.confirmDelete"], category: "stemmed"),
        Query("updating extensions", expecting: ["extensions.autoUpdate"], category: "stemmed"),
        Query("restored windows", expecting: ["window.restoreWindows"], category: "stemmed"),
        Query(
            "highlighted brackets", expecting: ["editor.matchBrackets", "editor.bracketPairColorization.enabled"],
            category: "stemmed"),
        Query("zooming", expecting: ["window.zoomLevel", "editor.mouseWheelZoom"], category: "stemmed"),
        Query("trimmed whitespace", expecting: ["files.trimTrailingWhitespace"], category: "stemmed"),
    ]
}
