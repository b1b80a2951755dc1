import Foundation
import Prefs

/// CodeEdit's settings model (General, Navigation, Themes, Text Editing, Terminal, Source Control) with CodeEdit's
/// paths in its nested `settings.json`: 73 preferences, read through a storage with `keys: .nestedPaths`.
@PrefsSchema(title: "CodeEdit")
@SettingsGroup("general", title: "General")
@SettingsGroup("textEditing", title: "Text Editing")
final class CodeEditPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    // General
    @Pref(key: "general.appAppearance") @Setting(group: "general") var appAppearance: String = "system"
    @Pref(key: "general.showIssues") var showIssues: String = "inline"
    @Pref(key: "general.showLiveIssues") var showLiveIssues: Bool = true
    @Pref(key: "general.showEditorJumpBar") var showEditorJumpBar: Bool = true
    @Pref(key: "general.dimEditorsWithoutFocus") var dimEditorsWithoutFocus: Bool = false
    @Pref(key: "general.fileExtensionsVisibility") var fileExtensionsVisibility: String = "showAll"
    @Pref(key: "general.shownFileExtensions") var shownFileExtensions: [String] = []
    @Pref(key: "general.hiddenFileExtensions") var hiddenFileExtensions: [String] = []
    @Pref(key: "general.fileIconStyle") var fileIconStyle: String = "color"
    @Pref(key: "general.tabBarStyle") var tabBarStyle: String = "xcode"
    @Pref(key: "general.navigatorTabBarPosition") var navigatorTabBarPosition: String = "top"
    @Pref(key: "general.inspectorTabBarPosition") var inspectorTabBarPosition: String = "top"
    @Pref(key: "general.reopenBehavior") var reopenBehavior: String = "welcome"
    @Pref(key: "general.reopenWindowAfterClose") var reopenWindowAfterClose: String = "doNothing"
    @Pref(key: "general.projectNavigatorSize") var projectNavigatorSize: String = "medium"
    @Pref(key: "general.findNavigatorDetail") var findNavigatorDetail: String = "upTo3"
    @Pref(key: "general.issueNavigatorDetail") var issueNavigatorDetail: String = "upTo3"
    @Pref(key: "general.showWelcomeWindowOnLaunch") var showWelcomeWindowOnLaunch: Bool = true
    @Pref(key: "general.revealFileOnFocusChange") var revealFileOnFocusChange: Bool = true
    @Pref(key: "general.autoSave") @Setting(group: "general") var autoSave: Bool = true
    @Pref(key: "general.autoSaveDelay") var autoSaveDelay: Double = 1
    @Pref(key: "general.confirmBeforeClosingWindow") var confirmBeforeClosingWindow: Bool = true
    @Pref(key: "general.openInFullScreen") var openInFullScreen: Bool = false

    // Navigation
    @Pref(key: "navigation.navigationStyle") var navigationStyle: String = "openInTabs"
    @Pref(key: "navigation.openFilesInNewTab") var openFilesInNewTab: Bool = false

    // Themes
    @Pref(key: "theme.selectedTheme") var selectedTheme: String?
    @Pref(key: "theme.selectedLightTheme") var selectedLightTheme: String = "Xcode Light"
    @Pref(key: "theme.selectedDarkTheme") var selectedDarkTheme: String = "Xcode Dark"
    @Pref(key: "theme.matchAppearance") var matchAppearance: Bool = true
    @Pref(key: "theme.useThemeBackground") var useThemeBackground: Bool = true
    @Pref(key: "theme.useDarkTerminalAppearance") var useDarkTerminalAppearance: Bool = false

    // Text Editing
    @Pref(key: "textEditing.defaultTabWidth") @Setting(group: "textEditing", range: 1...16)
    var defaultTabWidth: Int = 4
    @Pref(key: "textEditing.indentOption.indentType") var indentType: String = "spaces"
    @Pref(key: "textEditing.indentOption.spaceCount") var spaceCount: Int = 4
    @Pref(key: "textEditing.font.size") @Setting(group: "textEditing", range: 6...72) var fontSize: Int = 12
    @Pref(key: "textEditing.font.name") var fontName: String = "SF Mono"
    @Pref(key: "textEditing.font.weight") var fontWeight: String = "regular"
    @Pref(key: "textEditing.enableTypeOverCompletion") var enableTypeOverCompletion: Bool = true
    @Pref(key: "textEditing.autocloseBrackets") var autocloseBrackets: Bool = true
    @Pref(key: "textEditing.wrapLinesToEditorWidth") var wrapLinesToEditorWidth: Bool = true
    @Pref(key: "textEditing.overscroll") var overscroll: String = "medium"
    @Pref(key: "textEditing.lineHeightMultiple") var lineHeightMultiple: Double = 1.45
    @Pref(key: "textEditing.letterSpacing") var letterSpacing: Double = 1
    @Pref(key: "textEditing.bracketEmphasis.highlightType") var bracketHighlightType: String = "flash"
    @Pref(key: "textEditing.bracketEmphasis.useCustomColor") var bracketUseCustomColor: Bool = false
    @Pref(key: "textEditing.showMinimap") var showMinimap: Bool = true
    @Pref(key: "textEditing.showGutter") var showGutter: Bool = true
    @Pref(key: "textEditing.showFoldingRibbon") var showFoldingRibbon: Bool = true
    @Pref(key: "textEditing.reformatAtColumn") var reformatAtColumn: Int = 80
    @Pref(key: "textEditing.showReformattingGuide") var showReformattingGuide: Bool = false
    @Pref(key: "textEditing.useSystemCursor") var useSystemCursor: Bool = false
    @Pref(key: "textEditing.invisibleCharacters.enabled") var invisibleCharactersEnabled: Bool = false
    @Pref(key: "textEditing.invisibleCharacters.showSpaces") var showSpaces: Bool = true
    @Pref(key: "textEditing.invisibleCharacters.showTabs") var showTabs: Bool = true
    @Pref(key: "textEditing.invisibleCharacters.showLineEndings") var showLineEndings: Bool = false
    @Pref(key: "textEditing.warningCharacters.enabled") var warningCharactersEnabled: Bool = true

    // Terminal
    @Pref(key: "terminal.shell") var shell: String = "system"
    @Pref(key: "terminal.optionAsMeta") var optionAsMeta: Bool = false
    @Pref(key: "terminal.cursorStyle") var cursorStyle: String = "block"
    @Pref(key: "terminal.cursorBlink") var cursorBlink: Bool = false
    @Pref(key: "terminal.useTextEditorFont") var useTextEditorFont: Bool = true
    @Pref(key: "terminal.font.size") var terminalFontSize: Int = 12
    @Pref(key: "terminal.font.name") var terminalFontName: String = "SF Mono"
    @Pref(key: "terminal.useShellIntegration") var useShellIntegration: Bool = true
    @Pref(key: "terminal.useLoginShell") var useLoginShell: Bool = true

    // Source Control
    @Pref(key: "sourceControl.general.sourceControlIsEnabled") var sourceControlIsEnabled: Bool = true
    @Pref(key: "sourceControl.general.refreshStatusLocally") var refreshStatusLocally: Bool = true
    @Pref(key: "sourceControl.general.fetchRefreshServerStatus") var fetchRefreshServerStatus: Bool = true
    @Pref(key: "sourceControl.general.addRemoveAutomatically") var addRemoveAutomatically: Bool = true
    @Pref(key: "sourceControl.general.selectFilesToCommit") var selectFilesToCommit: Bool = true
    @Pref(key: "sourceControl.general.showSourceControlChanges") var showSourceControlChanges: Bool = true
    @Pref(key: "sourceControl.general.includeUpstreamChanges") var includeUpstreamChanges: Bool = false
    @Pref(key: "sourceControl.general.openFeedbackAfterCommit") var openFeedbackAfterCommit: Bool = false
    @Pref(key: "sourceControl.general.defaultBranchName") var defaultBranchName: String = "main"
    @Pref(key: "sourceControl.git.authorName") var authorName: String = ""
    @Pref(key: "sourceControl.git.authorEmail") var authorEmail: String = ""
    @Pref(key: "sourceControl.git.preferToRebaseWhenPulling") var preferToRebaseWhenPulling: Bool = false
    @Pref(key: "sourceControl.git.showMergeCommitsPerFileLog") var showMergeCommitsPerFileLog: Bool = false
    @Pref(key: "sourceControl.git.ignoredFiles") var ignoredFiles: [String] = []
}

/// The fixture's files and what they hold.
enum CodeEditFixture {
    static let directory = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/CodeEdit")
    static let json = directory.appendingPathComponent("settings.json")
    static let plist = directory.appendingPathComponent("settings.plist")

    /// The values the fixture changes from their defaults.
    static let changed: [String: PrefsValue] = [
        "general.appAppearance": .string("dark"), "general.dimEditorsWithoutFocus": .bool(true),
        "general.tabBarStyle": .string("native"), "general.autoSaveDelay": .double(2.5),
        "general.shownFileExtensions": .array([.string("json"), .string("txt")]),
        "general.showWelcomeWindowOnLaunch": .bool(false), "navigation.navigationStyle": .string("openInPlace"),
        "theme.selectedTheme": .string("Midnight"), "theme.selectedDarkTheme": .string("Midnight"),
        "theme.matchAppearance": .bool(false), "textEditing.defaultTabWidth": .int(2),
        "textEditing.indentOption.spaceCount": .int(2), "textEditing.font.size": .int(13),
        "textEditing.font.name": .string("JetBrains Mono"), "textEditing.font.weight": .string("medium"),
        "textEditing.wrapLinesToEditorWidth": .bool(false), "textEditing.lineHeightMultiple": .double(1.6),
        "textEditing.reformatAtColumn": .int(100), "textEditing.showReformattingGuide": .bool(true),
        "textEditing.bracketEmphasis.highlightType": .string("bordered"), "terminal.shell": .string("zsh"),
        "terminal.optionAsMeta": .bool(true), "terminal.cursorStyle": .string("bar"),
        "terminal.cursorBlink": .bool(true),
        "terminal.useTextEditorFont": .bool(false), "sourceControl.general.fetchRefreshServerStatus": .bool(false),
        "sourceControl.general.defaultBranchName": .string("trunk"),
        "sourceControl.git.authorName": .string("Ada Lovelace"),
        "sourceControl.git.authorEmail": .string("ada@example.org"),
        "sourceControl.git.preferToRebaseWhenPulling": .bool(true),
        "sourceControl.git.ignoredFiles": .array([.string(".DS_Store"), .string("*.xcuserstate")]),
    ]

    /// A copy of the fixture `source` in `directory`.
    static func copy(_ source: URL, into directory: TemporaryDirectory) throws -> URL {
        let file = directory.file(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: file)
        return file
    }
}
